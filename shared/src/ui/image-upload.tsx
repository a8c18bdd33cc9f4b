import { CameraOutlined, UserOutlined } from '@logistics/shared/ui/icons';
import { Avatar, Flex, Spin, Typography, theme } from '@logistics/shared/ui/antd';
import { useId, useRef, useState } from 'react';
import { IMAGE_MIME_TYPES, imageFileError } from '@logistics/shared/contracts/validation';

export const CHANGE_AVATAR_LABEL = 'Change avatar';

export interface ImageUploadProps {
  /** The image shown (its URL), else a fallback icon. */
  value?: string | null;
  /** A file that passed the image rule (image/*, under 5 MB). */
  onSelect: (file: File) => void;
  /** A file refused by the rule: 'Only image files are allowed.' or 'Image size should be less than 5MB.' */
  onReject?: (message: string) => void;
  loading?: boolean;
  disabled?: boolean;
  size?: number;
  label?: string;
}

/** A round avatar that is also a file picker (the profile's); the file is checked before use. */
export function ImageUpload({
  value,
  onSelect,
  onReject,
  loading = false,
  disabled = false,
  size = 96,
  label = CHANGE_AVATAR_LABEL,
}: ImageUploadProps) {
  const { token } = theme.useToken();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();

  return (
    <Flex vertical align="center" gap={4}>
      <label
        htmlFor={id}
        title={label}
        style={{
          position: 'relative',
          display: 'inline-block',
          borderRadius: '50%',
          cursor: disabled || loading ? 'not-allowed' : 'pointer',
        }}
      >
        <Spin spinning={loading}>
          <Avatar size={size} src={value || undefined} icon={<UserOutlined />} alt="" />
        </Spin>
        <span
          aria-hidden
          style={{
            position: 'absolute',
            right: 0,
            bottom: 0,
            width: 28,
            height: 28,
            borderRadius: '50%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: token.colorPrimary,
            color: token.colorTextLightSolid,
            border: `2px solid ${token.colorBgContainer}`,
          }}
        >
          <CameraOutlined />
        </span>
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_MIME_TYPES.join(',')}
        aria-label={label}
        disabled={disabled || loading}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be chosen again after a failure.
          event.target.value = '';
          if (!file) return;
          const problem = imageFileError(file);
          setError(problem);
          if (problem) onReject?.(problem);
          else onSelect(file);
        }}
      />
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
