import { useLingui } from '@lingui/react/macro';
import {
  endpoints,
  IMAGE_CONTENT_TYPES,
  isApiError,
  MAX_IMAGE_BYTES,
  type ImageContentType,
} from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { api } from '../../app/api';
import { field, row } from '../../lib/layout.css';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';
import * as styles from './menu.css';

const isImageType = (type: string): type is ImageContentType =>
  (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);

/** A file's bytes as base64, as the upload call takes them. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('the file could not be read'));
    };
    reader.readAsDataURL(file);
  });
}

/**
 * A dish's picture: the one it has, a photo uploaded from the tablet (a JPEG, PNG or WebP of 5 MB
 * at most, checked here and again by the server, which keeps a copy sized for phones), or none.
 * The new address goes into the dish's form; saving the dish keeps it.
 */
export function PictureField({
  outletId,
  value,
  onChange,
}: {
  outletId: number;
  value: string;
  onChange: (next: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const { say } = useStatusNote();
  const failed = useFailure();
  const upload = useMutation({
    mutationFn: async (file: File & { type: ImageContentType }) =>
      api.request(endpoints.pos.uploadImage, {
        params: { id: outletId },
        body: { content_type: file.type, data: await base64Of(file) },
      }),
    onSuccess: ({ image_url }) => {
      onChange(image_url);
      say(t`Photo uploaded: save the dish to keep it.`);
    },
    onError: (error) => {
      if (isApiError(error, 'http') && (error.status === 415 || error.status === 422)) {
        say(t`This file is not a photo we can show. Use a JPEG, PNG or WebP photo.`, 'error');
      } else {
        failed(error);
      }
    },
  });
  const choose = (file: File | undefined) => {
    if (file === undefined) return;
    if (!isImageType(file.type)) {
      say(t`Use a JPEG, PNG or WebP photo.`, 'error');
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      say(t`The photo is larger than 5 MB. Use a smaller one.`, 'error');
      return;
    }
    upload.mutate(file as File & { type: ImageContentType });
  };
  return (
    <div className={row}>
      {value === '' ? (
        <span className={styles.picture} aria-hidden="true" />
      ) : (
        <img className={styles.picture} src={value} alt={t`The dish’s picture`} />
      )}
      <label className={field} htmlFor={id}>
        {upload.isPending
          ? t`Uploading the photo…`
          : t`Upload a photo (JPEG, PNG or WebP, 5 MB at most)`}
        <input
          id={id}
          type="file"
          accept={IMAGE_CONTENT_TYPES.join(',')}
          disabled={upload.isPending}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {value !== '' && (
        <Button
          size="small"
          tone="secondary"
          onClick={() => {
            onChange('');
          }}
        >
          {t`Remove the picture`}
        </Button>
      )}
    </div>
  );
}
