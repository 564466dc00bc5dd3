/** Where photos live. Local disk (media.service.ts) or an S3-compatible store (s3-storage.ts). */
export interface MediaStorage {
  /** Stores the bytes under key and returns the URL path it is served from (public storage only). */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  /** The URL a stored key is served from; private storages have none and return the key. */
  urlOf(key: string): string;
  remove(key: string): Promise<void>;
}
