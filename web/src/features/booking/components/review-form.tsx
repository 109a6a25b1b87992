import { useEffect, useRef, useState } from 'react';
import { Button, CloseButton, FileInput, Group, Image, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import {
  REVIEW_ASPECT_LABELS,
  REVIEW_ASPECTS,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
  type BookingReviewsView,
  type OwnReview,
} from '@schemas/reviews';
import { uploadCompanyImage } from '@web/lib/api/upload-company-image';
import { notify } from '@web/lib/notify';
import { useCreateReview, useEditReview } from '../api/reviews';
import { editReviewValues, newReviewValues, reviewFormResolver, type ReviewFormValues } from '../model/review-form';
import { REVIEW_UI as M } from '../review-messages';
import { RatingField } from './rating-field';

/**
 * The customer's review: the overall rating and the four aspects ('Price as quoted' prefilled
 * from the final price vs the agreed total, the figures beside it), the text with a counter,
 * and up to 4 photos through the image upload. Writes a new review, or edits `editing`.
 */
export function ReviewForm({
  view,
  editing,
  focus = false,
  onDone,
}: {
  view: BookingReviewsView;
  editing?: OwnReview;
  /** Opened from the invitation's link: scroll here and put the focus on the first rating. */
  focus?: boolean;
  onDone?: () => void;
}) {
  const create = useCreateReview(view.quote_id);
  const edit = useEditReview(view.quote_id);
  const [kept, setKept] = useState(editing?.photos ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ReviewFormValues>({
    defaultValues: editing ? editReviewValues(editing) : newReviewValues(view.price_as_quoted?.suggested ?? null),
    resolver: reviewFormResolver,
  });
  const textLength = watch('text').trim().length;

  useEffect(() => {
    if (!focus || !formRef.current) return;
    formRef.current.scrollIntoView?.({ block: 'start' });
    formRef.current.querySelector<HTMLInputElement>('input[type="radio"][value="1"]')?.focus({ preventScroll: true });
  }, [focus]);

  const submit = handleSubmit(async (values) => {
    setUploading(true);
    try {
      const uploaded = await Promise.all(files.map((file) => uploadCompanyImage(file, 'attachment')));
      const body = {
        ...values,
        photo_media_ids: [...kept.map((photo) => photo.media_id), ...uploaded.map((photo) => photo.mediaId)],
      };
      if (editing) await edit.mutateAsync(body);
      else await create.mutateAsync(body);
      notify.success(editing ? M.saved : M.sent);
      onDone?.();
    } catch (error) {
      notify.failure(editing ? M.saveFailed : M.sendFailed, error);
    } finally {
      setUploading(false);
    }
  });

  const price = view.price_as_quoted;
  return (
    <form ref={formRef} noValidate aria-label={M.formLabel} onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Controller
          control={control}
          name="ratings.overall"
          render={({ field }) => (
            <RatingField
              label={M.overall}
              value={field.value}
              onChange={field.onChange}
              error={errors.ratings?.overall?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {REVIEW_ASPECTS.map((aspect) => (
            <Controller
              key={aspect}
              control={control}
              name={`ratings.${aspect}`}
              render={({ field }) => (
                <RatingField
                  label={REVIEW_ASPECT_LABELS[aspect]}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.ratings?.[aspect]?.message}
                  beside={
                    aspect === 'price_as_quoted' && price ? (
                      <Text size="sm" c="gray.7">
                        {M.priceBeside(price.final_price, price.agreed_total)}
                      </Text>
                    ) : undefined
                  }
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Textarea
          label={M.text}
          description={`${M.textHint} · ${M.counter(textLength)}`}
          withAsterisk
          autosize
          minRows={4}
          maxLength={REVIEW_TEXT_MAX}
          error={errors.text?.message}
          {...register('text')}
        />
        {kept.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {M.keptPhotos}
            </Text>
            <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
              {kept.map((photo, index) => (
                <div key={photo.media_id} style={{ position: 'relative' }}>
                  <Image src={photo.url} alt={M.photoAlt(index + 1)} radius="sm" h={96} fit="cover" />
                  <CloseButton
                    aria-label={M.removePhoto(index + 1)}
                    variant="filled"
                    size="sm"
                    style={{ position: 'absolute', top: 4, right: 4 }}
                    onClick={() => setKept(kept.filter((other) => other.media_id !== photo.media_id))}
                  />
                </div>
              ))}
            </SimpleGrid>
          </Stack>
        )}
        {kept.length < REVIEW_PHOTOS_MAX && (
          <FileInput
            label={M.photos}
            multiple
            clearable
            accept="image/png,image/jpeg"
            value={files}
            onChange={(chosen) => setFiles(chosen.slice(0, REVIEW_PHOTOS_MAX - kept.length))}
            placeholder={M.photosPlaceholder}
          />
        )}
        <Group gap="sm">
          <Button type="submit" loading={uploading || create.isPending || edit.isPending}>
            {editing ? M.save : M.send}
          </Button>
          {editing && onDone && (
            <Button variant="subtle" onClick={onDone}>
              {M.cancel}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
