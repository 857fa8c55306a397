// `/render/image/{authenticated,public,sign}/<bucket>/<key>`: Supabase Storage's image transformations
// (imgproxy behind it), done here with jimp (pure JavaScript, loaded on first use). Differences kept on
// purpose, because jimp cannot encode them: the answer keeps the source's format (as `format=origin`),
// never WebP/AVIF; image types jimp cannot decode (WebP, AVIF, SVG, HEIC) are served unchanged.
import type { AuthResult } from '../auth';
import { bucketSettings, objectAsSuperuser, type ObjectRow, type StorageRequest } from './context';
import { objectAsCaller, objectHeaders } from './download';
import { errors, StorageError } from './errors';
import { verifySigned } from './signed';
import {
  parseTransform,
  targetSize,
  transformationSegments,
  transformFromClaim,
  type TransformOptions,
} from './transform';

/** Formats jimp reads and writes; the answer keeps the source's. */
const CODECS = new Set(['image/png', 'image/jpeg', 'image/bmp', 'image/gif', 'image/tiff']);
/** Images imgproxy transforms but jimp cannot decode: served as stored. */
const PASS_THROUGH = /^image\/(webp|avif|svg\+xml|heic|heif)$/;

const unprocessable = () =>
  new StorageError(422, 'InvalidRequest', 'Unprocessable Entity', 'Source image type not supported');

const fromQuery = (r: StorageRequest) => parseTransform((n) => r.query.get(n) ?? undefined, 'querystring');

export async function handleRenderPublic(r: StorageRequest, bucket: string, key: string): Promise<void> {
  const t = fromQuery(r);
  const settings = await bucketSettings(r, bucket).catch(() => null);
  if (!settings?.public) throw errors.noSuchBucket();
  const row = await objectAsSuperuser(r, bucket, key);
  if (!row) throw errors.noSuchKey();
  await renderImage(r, row, t);
}

export async function handleRenderAuthenticated(
  r: StorageRequest,
  who: AuthResult,
  bucket: string,
  key: string,
): Promise<void> {
  const t = fromQuery(r);
  await renderImage(r, await objectAsCaller(r, who, bucket, key), t);
}

/** The transformations come from the token only: query parameters cannot change a signed image. */
export async function handleRenderSigned(r: StorageRequest, bucket: string, key: string): Promise<void> {
  const payload = await verifySigned(r, `${bucket}/${key}`, 'download');
  const row = await objectAsSuperuser(r, bucket, key);
  if (!row) throw errors.noSuchKey();
  await renderImage(r, row, transformFromClaim(payload.transformations));
}

async function renderImage(r: StorageRequest, row: ObjectRow, t: TransformOptions): Promise<void> {
  if (!row.version) throw errors.noSuchKey();
  const bytes = await r.state.files.read(row.version);
  if (!bytes) throw errors.noSuchKey();
  const meta = (row.metadata ?? {}) as Record<string, unknown>;
  const stored = typeof meta.mimetype === 'string' ? meta.mimetype.toLowerCase() : '';
  const segments = transformationSegments(t);
  let out: Buffer = bytes;
  let type = stored || 'application/octet-stream';
  if (!PASS_THROUGH.test(stored)) {
    const { Jimp } = await import('jimp');
    const image = await Jimp.read(bytes).catch(() => {
      throw unprocessable();
    });
    if (!CODECS.has(image.mime ?? '')) throw unprocessable();
    const size = targetSize(image.width, image.height, t);
    if (size.scaled.width !== image.width || size.scaled.height !== image.height)
      image.resize({ w: size.scaled.width, h: size.scaled.height });
    if (size.width !== size.scaled.width || size.height !== size.scaled.height)
      image.crop({
        x: Math.floor((size.scaled.width - size.width) / 2),
        y: Math.floor((size.scaled.height - size.height) / 2),
        w: size.width,
        h: size.height,
      });
    type = image.mime as string;
    out =
      type === 'image/jpeg'
        ? await image.getBuffer('image/jpeg', { quality: t.quality ?? 80 })
        : await image.getBuffer(type as 'image/png');
  }
  const headers = objectHeaders(r, row, type, out.length);
  if (segments.length) headers['X-Transformations'] = segments.join(',');
  for (const [k, v] of Object.entries(headers)) r.res.setHeader(k, v);
  r.res.statusCode = 200;
  r.res.end(r.method === 'HEAD' ? undefined : out);
}
