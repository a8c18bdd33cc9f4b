// Avatars and the image uploads.

export const imageMessages = {
  avatarUploaded: 'New avatar uploaded successfully.',
  avatarFailed: 'Failed to update avatar',
  noSecureUrl: 'Failed to get secure URL from Cloudinary.',
  uploadFailed: 'Error uploading image to Cloudinary.',
  removeFailed: 'Error removing image from Cloudinary.',
} as const;

/** The image calls' answers (the Cloudinary-compatible upload and delete, and image fields). */
export const uploadMessages = {
  notMultipart: 'Send the image as multipart/form-data with a `file` field.',
  noFile: 'No image was sent: the `file` field is missing.',
  oneFile: 'Send one image only, in the `file` field.',
  tooManyFields: 'The upload has more form fields than it takes: send `file`, `folder` and `upload_preset`.',
  bodyUnreadable: 'The upload could not be read: it was cut off or malformed. Upload the image again.',
  badFolder: 'The folder may hold only letters, digits, "_", "-" and "/" between names.',
  badPublicId: 'The public id must be a folder and an image id, such as "avatars/abc123".',
  removed: 'Image removed successfully.',
  notFound: 'No image has that public id.',
  notYours: 'You may remove only an image you uploaded, or one that belongs to a record you may edit.',
  quotaExceeded: (megabytes: number) =>
    `Your images would take more than the ${megabytes} MB one person may store. Remove images you no longer use first.`,
  notStored: 'That image is not stored on this server (it may have been removed). Upload it again.',
  notUploadedHere: 'That image was uploaded by someone else. Upload the picture you want instead.',
} as const;
