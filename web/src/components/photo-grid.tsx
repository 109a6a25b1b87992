import { Image, SimpleGrid } from '@mantine/core';

/** Uploaded photos as small tiles, 2 a row on a phone and 4 wider, each named '<label> <n>'. */
export function PhotoGrid(props: {
  photos: ReadonlyArray<{ media_id: string; url: string }>;
  label: string;
  testId?: string;
}) {
  if (props.photos.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" data-testid={props.testId}>
      {props.photos.map((photo, index) => (
        <Image
          key={photo.media_id}
          src={photo.url}
          alt={`${props.label} ${index + 1}`}
          radius="sm"
          h={96}
          fit="cover"
        />
      ))}
    </SimpleGrid>
  );
}
