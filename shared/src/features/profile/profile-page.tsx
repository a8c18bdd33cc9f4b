import { Card, Col, Flex, Form, Input, Row, Typography } from '@logistics/shared/ui/antd';
import { useState } from 'react';
import type * as z from '@logistics/shared/contracts/zod';
import { passwordChangeFormSchema, type PasswordChangeFormInput } from '@logistics/shared/contracts/auth';
import {
  fetchOneError,
  imageMessages,
  PASSWORD_UPDATED,
  updateError,
} from '@logistics/shared/contracts/messages';
import { profileUpdateSchema, type User } from '@logistics/shared/contracts/users';
import {
  fetchUser,
  replaceAvatar,
  updateProfile,
  useChangeOwnPassword,
  useUpdateProfile,
  useUser,
} from '@logistics/shared/api/profile';
import { useSession } from '@logistics/shared/api/session';
import { blankForNull, FormLayout, useZodForm } from '@logistics/shared/ui/form';
import { FormFields, type FormField } from '@logistics/shared/ui/form-fields';
import { ImageUpload } from '@logistics/shared/ui/image-upload';
import { PageTitle } from '@logistics/shared/ui/page-title';
import { SubmitButton } from '@logistics/shared/ui/submit-button';
import { useToasts } from '@logistics/shared/ui/toasts';
import { useFormDialog } from '@logistics/shared/ui/use-form-dialog';
import { useDiscardQuestion } from '@logistics/shared/ui/unsaved-changes';
import { failedToLoad, failureMessage, LoadFailed } from '@logistics/shared/ui/load-failed';
import { useRetryWhileFailing } from '@logistics/shared/api/retry-while-failing';

export const profileTexts = {
  title: 'Profile',
  description: 'Manage your personal information and account settings.',
  update: 'Update Profile',
  passwordTitle: 'Change Password',
  passwordDescription: 'Enter your current password, then the new one twice.',
  updatePassword: 'Update Password',
  role: 'Role',
  noRole: 'No role',
} as const;

type ProfileForm = z.input<typeof profileUpdateSchema>;

// The role stands between the contact fields and the rest: it is shown, never edited.
const contactFields: readonly FormField<ProfileForm>[] = [
  { name: 'name', label: 'Name', required: true, span: 12 },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true, span: 12 },
  { name: 'phone', label: 'Phone', required: true, span: 12 },
];

const documentAndAddressFields: readonly FormField<ProfileForm>[] = [
  { name: 'national_id', label: 'National ID', span: 8 },
  { name: 'driving_license_no', label: 'Driving License No', span: 8 },
  { name: 'passport_no', label: 'Passport No', span: 8 },
  { name: 'address', label: 'Address', required: true, span: 24 },
];

// The current password stands alone on its row, half wide; the new one and its confirmation share the next.
const currentPasswordFields: readonly FormField<PasswordChangeFormInput>[] = [
  {
    name: 'currentPassword',
    label: 'Current Password',
    type: 'password',
    autoComplete: 'current-password',
    required: true,
    span: 12,
  },
];

const newPasswordFields: readonly FormField<PasswordChangeFormInput>[] = [
  {
    name: 'newPassword',
    label: 'New Password',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    span: 12,
  },
  {
    name: 'confirmPassword',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    span: 12,
  },
];

const emptyPasswords: PasswordChangeFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

function formValues(user: User): ProfileForm {
  return {
    name: user.name,
    email: user.email,
    ...blankForNull(user, ['phone', 'avatar', 'address', 'national_id', 'driving_license_no', 'passport_no']),
    version: user.version,
  };
}

// Until the row has loaded (and the buttons wait for it): its version replaces this one.
const empty: ProfileForm = {
  version: 0,
  name: '',
  email: '',
  phone: '',
  avatar: '',
  address: '',
  national_id: '',
  driving_license_no: '',
  passport_no: '',
};

/**
 * The signed-in person's profile, for every role: loaded by the current user's id, refilled after an update;
 * the role is shown but never sent; the avatar is replaced old image first (`replaceAvatar`); and the person's
 * own password can be changed.
 */
export function ProfilePage() {
  const id = useSession((state) => state.claims?.id);
  const toasts = useToasts();
  const query = useUser(id);
  const update = useUpdateProfile(id);
  const changePassword = useChangeOwnPassword(id);
  const [uploading, setUploading] = useState(false);
  const user = query.data;
  // A page, not a dialog: always open, refilled from the row whenever it is read again (and from the answer of its
  // own save); a refusal is a toast.
  const { form, dialog } = useFormDialog({
    resource: 'users',
    open: true,
    schema: profileUpdateSchema,
    source: user,
    valuesOf: (row: User | undefined) => (row ? formValues(row) : empty),
    row: user ?? null,
    pending: update.isPending,
    save: (values) => update.mutateAsync(values),
    onSaved: (answer, saved) => saved.reset(formValues(answer.user)),
    onClose: () => undefined,
    refuse: (error) => toasts.error(error, updateError('employee')),
  });
  const passwordForm = useZodForm(passwordChangeFormSchema, { defaultValues: emptyPasswords });
  const { setValue, getValues, watch } = form;
  const avatar = watch('avatar');
  // Typed into the profile or the password form and not saved: leaving the page asks first, and Discard drops it.
  const unsaved = useDiscardQuestion({
    guarded: form.formState.isDirty || passwordForm.formState.isDirty,
    beforeLeaving: () => {
      form.reset();
      passwordForm.reset(emptyPasswords);
    },
  });

  // A failed read is said in the page, with a Retry, and asked again by itself: an empty form would look like an
  // empty profile.
  const failure = useRetryWhileFailing(query);

  const loading = query.isLoading || update.isPending || uploading;

  const onAvatar = async (file: File) => {
    if (!id) return;
    setUploading(true);
    try {
      const url = await replaceAvatar(file, getValues('avatar'), {
        clear: () => setValue('avatar', ''),
        set: (next) => setValue('avatar', next),
      });
      // The old image is gone: the row takes the new URL at once, whatever else is being edited. Removing the old
      // image cleared it from the row and so raised the row's version: the URL is set on the row as it is now
      // (only the avatar is sent, so nothing else of the row is overwritten).
      const { version } = await fetchUser(id);
      const answer = await updateProfile(id, { avatar: url, version });
      setValue('version', answer.user.version);
      query.refetch().catch(() => undefined);
      toasts.success(imageMessages.avatarUploaded);
    } catch (error) {
      toasts.error(error, imageMessages.avatarFailed);
    } finally {
      setUploading(false);
    }
  };

  const onPassword = passwordForm.handleSubmit(async (values) => {
    try {
      const answer = await changePassword.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
        version: getValues('version'),
      });
      toasts.success(answer.message || PASSWORD_UPDATED);
      passwordForm.reset(emptyPasswords);
      // A new password ends every session the server issued before it: log in again with the new one.
      useSession.getState().clear();
    } catch (error) {
      toasts.error(error, updateError('employee'));
    }
  });

  return (
    <Flex vertical gap="large" style={{ maxWidth: 880 }}>
      <div>
        <PageTitle>{profileTexts.title}</PageTitle>
        <Typography.Text type="secondary">{profileTexts.description}</Typography.Text>
      </div>
      {failedToLoad({ error: failure, data: query.data }) ? (
        <LoadFailed
          message={failureMessage(failure, fetchOneError('employee'))}
          error={failure}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Flex vertical gap="large" {...unsaved.holder}>
          <Card>
            <FormLayout id="profile-form" onSubmit={dialog.onSubmit}>
              <Flex justify="center" style={{ marginBottom: 16 }}>
                <ImageUpload
                  value={avatar}
                  loading={uploading}
                  disabled={!user}
                  onSelect={(file) => void onAvatar(file)}
                  onReject={(message) => toasts.error(message)}
                />
              </Flex>
              <Row gutter={16}>
                <FormFields control={form.control} idPrefix="profile" fields={contactFields} />
                <Col xs={24} md={12}>
                  <Form.Item label={profileTexts.role} htmlFor="profile-role">
                    <Input id="profile-role" value={user?.role ?? profileTexts.noRole} disabled readOnly />
                  </Form.Item>
                </Col>
                <FormFields control={form.control} idPrefix="profile" fields={documentAndAddressFields} />
              </Row>
              <SubmitButton loading={update.isPending} disabled={loading || !user}>
                {profileTexts.update}
              </SubmitButton>
            </FormLayout>
          </Card>
          <Card title={profileTexts.passwordTitle}>
            <Typography.Paragraph type="secondary">{profileTexts.passwordDescription}</Typography.Paragraph>
            <FormLayout id="profile-password-form" onSubmit={onPassword}>
              <Row gutter={16}>
                <FormFields
                  control={passwordForm.control}
                  idPrefix="profile"
                  fields={currentPasswordFields}
                />
              </Row>
              <Row gutter={16}>
                <FormFields control={passwordForm.control} idPrefix="profile" fields={newPasswordFields} />
              </Row>
              <SubmitButton loading={changePassword.isPending} disabled={!user}>
                {profileTexts.updatePassword}
              </SubmitButton>
            </FormLayout>
          </Card>
          {unsaved.question}
        </Flex>
      )}
    </Flex>
  );
}
