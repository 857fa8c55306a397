// Image transformation options as Supabase Storage validates them (transformationOptionsSchema:
// width/height integers >= 0, resize cover|contain|fill, format origin|avif|webp, quality 20-100), and
// the `transformations` claim of a signed URL ("height:200,width:200,resize:cover", as Storage's
// ImageRenderer.applyTransformation writes it with keepOriginal).
import { errors } from './errors';

export type ResizeMode = 'cover' | 'contain' | 'fill';

export interface TransformOptions {
  width?: number;
  height?: number;
  resize?: ResizeMode;
  format?: 'origin' | 'avif' | 'webp';
  quality?: number;
}

/** Storage clamps sizes to its imgproxy limits (imgLimits.size: 1 to 2500 pixels). */
export const SIZE_LIMITS = { min: 1, max: 2500 };

const RESIZE = ['cover', 'contain', 'fill'];
const FORMAT = ['origin', 'avif', 'webp'];

function integer(where: string, name: string, raw: unknown, min: number, max?: number): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = typeof raw === 'number' ? raw : /^-?\d+$/.test(String(raw).trim()) ? Number(raw) : NaN;
  if (!Number.isInteger(n)) throw errors.invalidRequest(`${where}/${name} must be integer`);
  if (n < min) throw errors.invalidRequest(`${where}/${name} must be >= ${min}`);
  if (max !== undefined && n > max) throw errors.invalidRequest(`${where}/${name} must be <= ${max}`);
  return n;
}

function oneOf<T extends string>(
  where: string,
  name: string,
  raw: unknown,
  allowed: string[],
): T | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string' || !allowed.includes(raw))
    throw errors.invalidRequest(`${where}/${name} must be equal to one of the allowed values`);
  return raw as T;
}

/** Validates options from the query string (`querystring`) or a signing body (`body/transform`). */
export function parseTransform(
  get: (name: string) => unknown,
  where: 'querystring' | 'body/transform',
): TransformOptions {
  return {
    width: integer(where, 'width', get('width'), 0),
    height: integer(where, 'height', get('height'), 0),
    resize: oneOf<ResizeMode>(where, 'resize', get('resize'), RESIZE),
    format: oneOf<'origin' | 'avif' | 'webp'>(where, 'format', get('format'), FORMAT),
    quality: integer(where, 'quality', get('quality'), 20, 100),
  };
}

const clamp = (n: number) => Math.min(Math.max(n, SIZE_LIMITS.min), SIZE_LIMITS.max);

/** The segments Storage reports in `X-Transformations` and signs into a transformed URL's token. */
export function transformationSegments(t: TransformOptions): string[] {
  const out: string[] = [];
  if (t.height) out.push(`height:${clamp(t.height)}`);
  if (t.width) out.push(`width:${clamp(t.width)}`);
  if (t.width || t.height) out.push(`resize:${t.resize ?? 'cover'}`);
  if (t.quality) out.push(`quality:${t.quality}`);
  if (t.format && t.format !== 'origin') out.push(`format:${t.format}`);
  return out;
}

/** Reads the signed `transformations` claim back (unknown names are ignored, as Storage does). */
export function transformFromClaim(claim: unknown): TransformOptions {
  const t: TransformOptions = {};
  for (const part of typeof claim === 'string' ? claim.split(',') : []) {
    const [name, value] = part.split(':');
    if (name === 'width' || name === 'height' || name === 'quality') {
      const n = parseInt(value, 10);
      if (Number.isFinite(n)) t[name] = n;
    } else if (name === 'resize' && RESIZE.includes(value)) t.resize = value as ResizeMode;
    else if (name === 'format' && FORMAT.includes(value)) t.format = value as TransformOptions['format'];
  }
  return t;
}

/**
 * The output size for a source of `w`×`h` (imgproxy's resizing types behind Storage's modes: cover =
 * fill, contain = fit, fill = force). A missing side follows the source's aspect ratio. `crop` is the
 * scaled size before the centre crop that cover needs.
 */
export function targetSize(
  w: number,
  h: number,
  t: TransformOptions,
): { width: number; height: number; scaled: { width: number; height: number } } {
  const tw = t.width ? clamp(t.width) : 0;
  const th = t.height ? clamp(t.height) : 0;
  const round = (n: number) => Math.max(1, Math.round(n));
  if (!tw && !th) return { width: w, height: h, scaled: { width: w, height: h } };
  if (!tw || !th) {
    const s = tw ? tw / w : th / h;
    const size = { width: tw || round(w * s), height: th || round(h * s) };
    return { ...size, scaled: size };
  }
  const mode = t.resize ?? 'cover';
  if (mode === 'fill') return { width: tw, height: th, scaled: { width: tw, height: th } };
  const s = mode === 'contain' ? Math.min(tw / w, th / h) : Math.max(tw / w, th / h);
  const scaled = { width: round(w * s), height: round(h * s) };
  if (mode === 'contain') return { ...scaled, scaled };
  return { width: Math.min(tw, scaled.width), height: Math.min(th, scaled.height), scaled };
}
