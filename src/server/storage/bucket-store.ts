import { createReadStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { StoreUnavailable, type FileStore } from './file-store'
import { contentTypeOf } from './content-type'

export interface BucketStoreOptions {
  bucket: string
  /** For a store other than AWS (MinIO, R2, Ceph, Garage): its address. */
  endpoint?: string
  region?: string
  /** `bucket` in the path rather than the host name, as most self-hosted stores want. */
  forcePathStyle?: boolean
  /** Tests only: credentials otherwise come from the SDK's own chain (environment, profile, instance role). */
  credentials?: S3ClientConfig['credentials']
}

/** Parts of a multipart upload; the largest file (a 10 MB video) goes in two or three. */
const PART_BYTES = 5 * 1024 * 1024

/** Files as objects `<folder>/<name>` of one bucket, shared by every server of a deployment. */
export function bucketStore(options: BucketStoreOptions): FileStore {
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where an operation requires them: several S3-compatible stores refuse the CRC32
    // headers recent SDKs send by default, and AWS accepts either.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = options.bucket
  const key = (folder: string, name: string) => `${folder}/${name}`
  const reach = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (error) {
      // An answer from the store (403, 404...) is its decision; anything else is the store not being there.
      if (error instanceof S3ServiceException && error.$fault === 'client') throw error
      throw new StoreUnavailable(error)
    }
  }

  return {
    kind: 'bucket',
    async put(folder, name, localPath) {
      try {
        // lib-storage sends a multipart upload for a large file and aborts it when a part fails, so no
        // parts are left behind; the object appears only when the upload completes.
        const upload = new Upload({
          client,
          partSize: PART_BYTES,
          leavePartsOnError: false,
          params: {
            Bucket,
            Key: key(folder, name),
            Body: createReadStream(localPath),
            ContentType: contentTypeOf(name),
          },
        })
        await reach(() => upload.done())
      } finally {
        await rm(localPath, { force: true })
      }
    },
    async remove(folder, name) {
      await reach(() => client.send(new DeleteObjectCommand({ Bucket, Key: key(folder, name) })))
    },
    async open(folder, name, range) {
      try {
        const answer = await reach(() =>
          client.send(
            new GetObjectCommand({
              Bucket,
              Key: key(folder, name),
              Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
            }),
          ),
        )
        const body = answer.Body as Readable
        const total = answer.ContentRange ? Number(answer.ContentRange.split('/')[1]) : answer.ContentLength
        const sent = answer.ContentRange?.match(/bytes (\d+)-(\d+)\//)
        return {
          size: total ?? 0,
          etag: answer.ETag ?? `"${total}"`,
          body,
          ...(sent ? { range: { start: Number(sent[1]), end: Number(sent[2]) } } : {}),
        }
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === 'NoSuchKey'))
          return null
        throw error
      }
    },
    async list() {
      const keys: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await reach(() => client.send(new ListObjectsV2Command({ Bucket, ContinuationToken })))
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key)
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return keys.sort()
    },
    async check() {
      await reach(() => client.send(new HeadBucketCommand({ Bucket })))
    },
  }
}
