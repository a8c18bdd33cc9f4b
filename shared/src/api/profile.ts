import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@logistics/shared/contracts/zod';
import type { MessageResponse } from '@logistics/shared/contracts/auth';
import {
  fetchOneError,
  imageMessages,
  PASSWORD_UPDATED,
  updateError,
} from '@logistics/shared/contracts/messages';
import { updatePayload } from '@logistics/shared/contracts/payloads';
import { updateResponseSchema } from '@logistics/shared/contracts/rows';
import { userSchema, type ProfileUpdate, type User } from '@logistics/shared/contracts/users';
import { IMAGE_SIGNATURE_BYTES, imageKindOf, ONLY_IMAGES } from '@logistics/shared/contracts/validation';
import { ApiError, http } from '@logistics/shared/api/http';
import { userApi } from '@logistics/shared/api/users';

/**
 * The signed-in person's own profile: read and update their employee row by id, change
 * their password, and the Cloudinary-compatible image calls the avatar uses.
 */

const userOneSchema = z.object({ user: userSchema });
const userAnswerSchema = updateResponseSchema('user', userSchema);
export type UserAnswer = z.output<typeof userAnswerSchema>;

/** Under the employees' keys, so a write to employees refreshes a profile too and the other way round. */
export const profileKeys = { all: userApi.keys.all, detail: userApi.keys.detail };

const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;

export function fetchUser(id: string, signal?: AbortSignal): Promise<User> {
  return http
    .get(userPath(id), { signal, defaultMessage: fetchOneError('employee'), parse: userOneSchema })
    .then((answer) => answer.user);
}

/** The profile's fields (never the role); null fields are dropped. */
export function updateProfile(id: string, input: ProfileUpdate): Promise<UserAnswer> {
  return http.put(userPath(id), updatePayload(input), {
    expect: 200,
    defaultMessage: updateError('employee'),
    parse: userAnswerSchema,
  });
}

/** One's own new password, with the current one and the row's version (SECURITY.md). */
export interface OwnPasswordChange {
  currentPassword: string;
  newPassword: string;
  version: number;
}

export function changeOwnPassword(id: string, change: OwnPasswordChange): Promise<MessageResponse> {
  return http
    .put(userPath(id), change, {
      expect: 200,
      defaultMessage: updateError('employee'),
      parse: userAnswerSchema,
    })
    .then((answer) => ({ message: answer.message || PASSWORD_UPDATED }));
}

// ---------------------------------------------------------------------------------------------------------
// Images

/** The product's folder on the image host: an image's public id is '<folder>/<image id>'. */
export const IMAGE_FOLDER = 'logistics';
export const UPLOAD_PRESET = 'logistics';

/** An image's public id: the URL's last path segment without its extension, inside the product folder. */
export function imagePublicId(url: string, folder: string = IMAGE_FOLDER): string | undefined {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  const id = last.includes('.') ? last.slice(0, last.lastIndexOf('.')) : last;
  return id ? `${folder}/${id}` : undefined;
}

const uploadAnswerSchema = z.object({ secure_url: z.string().optional() }).passthrough();

/** Uploads an image (multipart file, upload_preset, folder) and answers its secure URL. */
export async function uploadImage(file: Blob, folder: string = IMAGE_FOLDER): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('upload_preset', UPLOAD_PRESET);
  form.append('folder', folder);
  const answer = await http.post('/cloudinary/upload', form, {
    defaultMessage: imageMessages.uploadFailed,
    parse: uploadAnswerSchema,
  });
  if (!answer.secure_url) throw new ApiError(200, imageMessages.noSecureUrl);
  return answer.secure_url;
}

/** Removes an image by its public id; the server's message is used on failure. */
export function deleteImage(publicId: string): Promise<MessageResponse> {
  return http.post(
    '/cloudinary/delete-image',
    { publicId },
    { defaultMessage: imageMessages.removeFailed, parse: z.object({ message: z.string() }) },
  );
}

// ---------------------------------------------------------------------------------------------------------
// Hooks

export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: profileKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchUser(id as string, signal),
    enabled: Boolean(id),
  });
}

export function useUpdateProfile(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => updateProfile(id as string, input),
    onSuccess: (answer) => {
      client.setQueryData(profileKeys.detail(answer.user.id), answer.user);
      void client.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

export function useChangeOwnPassword(id: string | undefined) {
  return useMutation({
    mutationFn: (change: OwnPasswordChange) => changeOwnPassword(id as string, change),
  });
}

/**
 * The avatar change, in this order: delete the old image by its public id, clear the value,
 * upload the new file, set the new URL. `clear` and `set` are the form's; the new URL is answered.
 * A file whose bytes are no image the server keeps is refused first, as the server would refuse it (the
 * browser's type comes from the file's name, and an SVG is image/svg+xml): the old image is not deleted for it.
 */
export async function replaceAvatar(
  file: Blob,
  oldUrl: string | null | undefined,
  steps: { clear: () => void; set: (url: string) => void },
): Promise<string> {
  const signature = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  if (!imageKindOf(signature)) throw new ApiError(400, ONLY_IMAGES);
  const oldId = oldUrl ? imagePublicId(oldUrl) : undefined;
  if (oldId) await deleteImage(oldId);
  steps.clear();
  const url = await uploadImage(file);
  steps.set(url);
  return url;
}
