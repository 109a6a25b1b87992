import { useState } from 'react';
import { Box, FileInput, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IMAGE_MIN_PIXELS, type ImageKind } from '@schemas/company-profile';
import { LIMITS, TIMINGS } from '@schemas/constants';
import { notify } from '@web/lib/notify';
import { IMAGE_UPLOAD_MESSAGES, uploadCompanyImage, type UploadedImage } from '@web/lib/api/upload-company-image';

interface CompanyImageFieldProps {
  kind: ImageKind;
  label: string;
  value: UploadedImage | null;
  onChange: (image: UploadedImage) => void;
  onBlur: () => void;
  error?: string;
  /** False where the image may be left out (the admin's company form). */
  required?: boolean;
}

const MAX_MB = LIMITS.imageMaxBytes / (1024 * 1024);

/**
 * A company image: the current one as a thumbnail (with the uploaded file's own name once one is
 * chosen, never the stored key), and a file picker that uploads at once (spec section 5:
 * JPEG or PNG, minimum size per kind). The outcome shows as a 5-second notice (section 9).
 */
export function CompanyImageField({
  kind,
  label,
  value,
  onChange,
  onBlur,
  error,
  required = true,
}: CompanyImageFieldProps) {
  const [uploading, setUploading] = useState(false);
  // The name the admin or company gave the file: the stored key is internal and never shown.
  const [chosenName, setChosenName] = useState<string | null>(null);
  const min = IMAGE_MIN_PIXELS[kind];

  const onFile = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const image = await uploadCompanyImage(file, kind);
      onChange(image);
      setChosenName(file.name);
      notify.success({ message: IMAGE_UPLOAD_MESSAGES.imageUploaded, autoClose: TIMINGS.imageUploadNoticeMs });
    } catch (failure) {
      // The upload's own words ('Failed to upload image: {reason}'), for 5 s like its success.
      notify.failure((failure as Error).message, undefined, { autoClose: TIMINGS.imageUploadNoticeMs });
    } finally {
      setUploading(false);
      onBlur();
    }
  };

  return (
    <Stack gap="xs">
      <FileInput
        label={label}
        withAsterisk={required}
        description={`PNG or JPEG, at least ${min}x${min} pixels, up to ${MAX_MB} MB`}
        placeholder={value ? 'Choose a new image' : 'Choose an image'}
        accept={LIMITS.imageContentTypes.join(',')}
        value={null}
        onChange={(file) => void onFile(file)}
        disabled={uploading}
        rightSection={uploading ? <Loader size="xs" aria-label={`Uploading the ${kind}`} /> : null}
        error={error}
        clearable={false}
      />
      {value && (
        <Group gap="sm" wrap="nowrap">
          <Box
            w={kind === 'logo' ? 72 : 144}
            h={72}
            style={{ borderRadius: kind === 'logo' ? 999 : 8, overflow: 'hidden', flex: 'none' }}
            bg="gray.1"
          >
            <Image src={value.url} alt={`Current ${label.toLowerCase()}`} w="100%" h="100%" fit="cover" />
          </Box>
          {chosenName && (
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              New: {chosenName}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
