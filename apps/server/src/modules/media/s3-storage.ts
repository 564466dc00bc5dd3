import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { MediaStorage } from './media-storage.ts';

export type S3Settings = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Where public objects are served from (bucket website or CDN); null for a private prefix. */
  publicBaseUrl: string | null;
};

/** The same MediaStorage on any S3-compatible store (AWS S3, R2, MinIO...). */
export function s3Storage(settings: S3Settings, prefix: string): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Key = (key: string) => `${prefix}/${key}`;
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: Key(key),
          Body: bytes,
          ContentType: contentType,
        }),
      );
      return this.urlOf(key);
    },
    urlOf(key) {
      return settings.publicBaseUrl
        ? `${settings.publicBaseUrl.replace(/\/$/, '')}/${Key(key)}`
        : key;
    },
    async get(key) {
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: Key(key) }),
        );
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey')
          return null;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: Key(key) }));
    },
  };
}
