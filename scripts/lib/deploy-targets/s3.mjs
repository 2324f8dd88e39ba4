import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { compressedSiblings } from '../publishable.mjs';
import { cacheControlFor, contentTypeFor } from './object-headers.mjs';

/**
 * @import { $Command, PutObjectCommandInput, S3ClientResolvedConfig, ServiceInputTypes, ServiceOutputTypes } from '@aws-sdk/client-s3'
 * @import { DeployTarget } from './index.mjs'
 */

/**
 * What the SDK or the network throws, as far as this file reads it.
 * @typedef {{ name?: string, code?: string, message?: string, cause?: SdkError, errors?: { code?: string }[], $metadata?: { httpStatusCode?: number } }} SdkError
 */

const STALE_LOCK_MS = 30_000;
const PARALLEL_UPLOADS = 8;
/** @type {Set<string | undefined>} */
const NETWORK_ERRORS = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET']);
const REFUSED = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'AccessDenied',
  'InvalidToken',
  'ExpiredToken',
]);

/**
 * An S3 client from the standard AWS_* variables (credentials, AWS_REGION, AWS_PROFILE); `endpoint`
 * (S3_ENDPOINT) points it at another S3-compatible server, addressed by path. Checksums only where
 * S3 requires them: several S3-compatible servers refuse the newer checksum headers.
 * @param {{ endpoint?: string | undefined, env?: NodeJS.ProcessEnv }} [options]
 */
export function s3Client({ endpoint, env = process.env } = {}) {
  return new S3Client({
    ...(endpoint && { endpoint, forcePathStyle: true }),
    ...(endpoint && !env.AWS_REGION && { region: 'us-east-1' }),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * An S3 bucket (or a prefix in it) as a deploy target: the same keys as the deploy folder, each object
 * with the Content-Type and Cache-Control the folder server sends, for a CDN or nginx in front of it.
 * @param {{ bucket: string, prefix?: string, endpoint?: string | undefined, client?: S3Client }} options
 * @returns {DeployTarget}
 */
export function s3Target({ bucket, prefix = '', endpoint, client = s3Client({ endpoint }) }) {
  const base = prefix ? `${prefix}/` : '';
  const where = `s3://${bucket}${prefix ? `/${prefix}` : ''}`;
  const server = endpoint ?? 'S3';

  /**
   * Sends `command`, turning the failures an operator can fix into one clear sentence.
   * @template {ServiceInputTypes} I
   * @template {ServiceOutputTypes} O
   * @param {$Command<I, O, S3ClientResolvedConfig, ServiceInputTypes, ServiceOutputTypes>} command
   * @returns {Promise<O>}
   */
  async function send(command) {
    try {
      return await client.send(command);
    } catch (error) {
      throw explain(/** @type {SdkError | undefined} */ (error), command);
    }
  }

  /**
   * @param {SdkError | undefined} error
   * @param {{ input: object }} command
   */
  function explain(error, command) {
    /** @type {{ Key?: string, Prefix?: string }} */
    const input = command.input;
    const name = error?.name ?? '';
    const code = error?.code ?? error?.cause?.code ?? error?.errors?.[0]?.code;
    const what = `${command.constructor.name.replace(/Command$/, '')} ${input.Key ?? input.Prefix ?? ''}`;
    if (name === 'NoSuchBucket') {
      return new Error(
        `Bucket ${bucket} does not exist on ${server}: create it or fix DEPLOY_TARGET (${where})`,
      );
    }
    if (REFUSED.has(name) || error?.$metadata?.httpStatusCode === 403) {
      return new Error(
        `${server} refused the credentials for ${where} (${name || '403'} on ${what}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE) and the bucket's policy`,
      );
    }
    if (name === 'CredentialsProviderError') {
      return new Error(
        `No credentials for ${where}: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE)`,
      );
    }
    if (NETWORK_ERRORS.has(code) || name === 'TimeoutError') {
      return new Error(
        `Cannot reach ${server} (${code ?? name}) for ${where}: check S3_ENDPOINT and the network`,
      );
    }
    return new Error(`${where}: ${what} failed: ${name} ${error?.message ?? ''}`.trim(), { cause: error });
  }

  /** @param {SdkError | undefined} error */
  const missing = (error) =>
    ['NoSuchKey', 'NotFound'].includes(error?.cause?.name ?? '') ||
    error?.cause?.$metadata?.httpStatusCode === 404;

  /**
   * @param {string} key
   * @param {string | Buffer} body
   * @param {Omit<PutObjectCommandInput, 'Bucket' | 'Key' | 'Body'>} headers
   */
  async function put(key, body, headers) {
    await send(new PutObjectCommand({ Bucket: bucket, Key: `${base}${key}`, Body: body, ...headers }));
  }

  /**
   * @param {string} prefix
   * @param {string} [delimiter]
   */
  async function listKeys(prefix, delimiter) {
    /** @type {string[]} */
    const keys = [];
    /** @type {string[]} */
    const folders = [];
    /** @type {string | undefined} */
    let token;
    do {
      const page = await send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: `${base}${prefix}/`,
          Delimiter: delimiter,
          ContinuationToken: token,
        }),
      );
      keys.push(...(page.Contents ?? []).flatMap((o) => o.Key ?? []));
      folders.push(...(page.CommonPrefixes ?? []).flatMap((p) => p.Prefix ?? []));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return { keys, folders };
  }

  /**
   * Uploads one built file, its compressed siblings first (as the folder copy does).
   * @param {string} dist
   * @param {string} file
   * @param {string} key
   */
  async function uploadFile(dist, file, key) {
    const bytes = readFileSync(join(dist, file));
    const headers = { ContentType: contentTypeFor(file), CacheControl: cacheControlFor(key) };
    for (const sibling of compressedSiblings(file, bytes)) {
      await put(`${key}${sibling.ext}`, sibling.bytes, { ...headers, ContentEncoding: sibling.encoding });
    }
    await put(key, bytes, headers);
  }

  return {
    describe: () => where,
    async readJson(key) {
      const object = await send(new GetObjectCommand({ Bucket: bucket, Key: `${base}${key}` })).catch(
        (error) => {
          if (missing(error)) return undefined;
          throw error;
        },
      );
      if (!object) return undefined;
      if (!object.Body) throw new Error(`${where}/${key} has no body`);
      return JSON.parse(await object.Body.transformToString());
    },
    /** One PUT: S3 readers see the old object or the new one, never half. */
    async writeJson(key, data) {
      await put(key, `${JSON.stringify(data, null, 2)}\n`, {
        ContentType: contentTypeFor(key),
        CacheControl: cacheControlFor(key),
      });
    },
    async exists(key) {
      return send(new HeadObjectCommand({ Bucket: bucket, Key: `${base}${key}` })).then(
        () => true,
        (error) => {
          if (missing(error)) return false;
          throw error;
        },
      );
    },
    async listFolders(prefix) {
      const { folders } = await listKeys(prefix, '/');
      return folders.map((f) => f.slice(`${base}${prefix}/`.length, -1));
    },
    /**
     * Uploads a version: every file but mf-manifest.json in parallel, then mf-manifest.json. A version
     * counts as published only once that last object exists, so a failure half-way publishes nothing.
     */
    async publishFolder(prefix, dist, files) {
      const last = 'mf-manifest.json';
      const queue = files.filter((f) => f !== last);
      const worker = async () => {
        for (let file = queue.shift(); file; file = queue.shift())
          await uploadFile(dist, file, `${prefix}/${file}`);
      };
      await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, worker));
      if (files.includes(last)) await uploadFile(dist, last, `${prefix}/${last}`);
    },
    async removeFolder(prefix) {
      const { keys } = await listKeys(prefix);
      // The marker first: a version half-deleted is never taken for a published one.
      keys.sort((a, b) => Number(b.endsWith('/mf-manifest.json')) - Number(a.endsWith('/mf-manifest.json')));
      for (const key of keys) await send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    /**
     * Runs `fn` holding the object `key`, created only if absent (a conditional PUT, If-None-Match: *,
     * which AWS S3, MinIO and R2 honour); one left by a crashed deploy expires after 30 s.
     */
    async withLock(key, fn) {
      for (let attempt = 0; ; attempt++) {
        try {
          await put(key, `${process.pid}\n`, { IfNoneMatch: '*', ContentType: 'text/plain' });
          break;
        } catch (error) {
          const status = /** @type {SdkError | undefined} */ (error)?.cause?.$metadata?.httpStatusCode;
          if (status !== 412 && status !== 409) throw error;
          const head = await send(new HeadObjectCommand({ Bucket: bucket, Key: `${base}${key}` })).catch(
            () => undefined,
          );
          if (head?.LastModified && Date.now() - head.LastModified.getTime() > STALE_LOCK_MS) {
            await send(new DeleteObjectCommand({ Bucket: bucket, Key: `${base}${key}` }));
          } else if (attempt > 200) {
            throw new Error(`${where}/${key} is held by another deploy`);
          } else {
            await sleep(50);
          }
        }
      }
      try {
        return await fn();
      } finally {
        await send(new DeleteObjectCommand({ Bucket: bucket, Key: `${base}${key}` }));
      }
    },
  };
}
