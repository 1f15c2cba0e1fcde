import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, type BlobStore } from './blob-store.js';

/** Where the S3-compatible store lives; without an endpoint the client talks to AWS in `region`. */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** Without keys the AWS SDK looks for its own (AWS_ACCESS_KEY_ID, a profile, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** 5 MiB, the smallest part S3 accepts: a streamed upload holds at most two parts in memory at a time. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // S3-compatible servers (MinIO, Garage, Ceph, s3rver) are addressed by path, not by bucket subdomain.
    forcePathStyle: settings.endpoint !== undefined,
    credentials: settings.credentials,
    // Many S3-compatible servers reject or store verbatim the SDK's default streaming checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A paused video download holds its socket; the SDK's default of 50 would queue everyone behind a few viewers.
    requestHandler: {
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
      connectionTimeout: 5000,
    },
  });
}

/** Blobs as objects named by their storage key in one bucket, visible to every instance that uses it. */
export function createS3BlobStore(settings: S3Settings, client: S3Client = createS3Client(settings)): BlobStore {
  const Bucket = settings.bucket;
  const target = (key: string) => {
    assertStorageKey(key);
    return { Bucket, Key: key };
  };

  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ ...target(key), Body: data }));
    },
    async putStream(key, source) {
      // S3 shows an object only once it is complete, so a failing source leaves nothing readable behind.
      const upload = new Upload({
        client,
        params: { ...target(key), Body: Readable.from(source) },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        // Aborted below, so that a server that cannot abort does not hide the error that matters.
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (error) {
        if (upload.uploadId) {
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: upload.uploadId })).catch(() => undefined);
        }
        throw error;
      }
    },
    async get(key, range) {
      try {
        const response = await client.send(
          new GetObjectCommand({ ...target(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return response.Body as Readable;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing object with success, as the interface asks.
      await client.send(new DeleteObjectCommand(target(key)));
    },
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}
