import { useState } from 'react';
import { Button, FileInput, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { INVENTORY_LIMITS } from '@schemas/inventory';
import { uploadCompanyImage } from '@web/lib/api/upload-company-image';
import type { DraftRoom } from '../model/inventory-draft';
import { INVENTORY_COPY as C } from '../inventory-copy';

/**
 * A room's photos: each file goes through the image upload and its checks (the same as a
 * review's or a dispute's photos) as soon as it is chosen; Save stores the accepted ones.
 */
export function InventoryRoomPhotos({ room, onChange }: { room: DraftRoom; onChange: (room: DraftRoom) => void }) {
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const roomLeft = INVENTORY_LIMITS.photosPerRoom - room.photos.length;

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setFailure(files.length > roomLeft ? C.tooManyPhotos : null);
    setUploading(true);
    try {
      const uploaded = await Promise.all(
        files.slice(0, roomLeft).map((file) => uploadCompanyImage(file, 'attachment')),
      );
      onChange({ ...room, photos: [...room.photos, ...uploaded] });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="xs">
      {room.photos.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
          {room.photos.map((photo, index) => (
            <Stack key={photo.mediaId} gap={4}>
              <Image src={photo.url} alt={C.photoAlt(room.name, index + 1)} radius="sm" h={80} fit="cover" />
              <Button
                variant="default"
                size="compact-xs"
                aria-label={C.removePhoto(room.name, index + 1)}
                onClick={() =>
                  onChange({ ...room, photos: room.photos.filter((other) => other.mediaId !== photo.mediaId) })
                }
              >
                {C.remove}
              </Button>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      {roomLeft > 0 && (
        <FileInput
          label={C.photos(room.name)}
          multiple
          accept="image/png,image/jpeg"
          value={[]}
          disabled={uploading}
          placeholder={uploading ? C.uploading : 'Choose photos'}
          onChange={(files) => void upload(files)}
        />
      )}
      {failure && (
        <Text size="sm" c="red.8" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
