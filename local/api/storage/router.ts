// `/storage/v1`: the routes @supabase/storage-js calls, mounted by the gateway beside `/rest/v1`.
// Bucket and key come from the URL path (segments decoded one by one); everything else from the body.
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { AuthResult } from '../auth';
import { readJson } from './body';
import {
  handleCreateBucket,
  handleDeleteBucket,
  handleEmptyBucket,
  handleGetBucket,
  handleListBuckets,
  handleUpdateBucket,
} from './buckets';
import {
  bucketSettings,
  callerOf,
  objectAsSuperuser,
  type StorageRequest,
  type StorageState,
} from './context';
import { objectAsCaller, sendInfo, sendObject } from './download';
import { errors, sendStorageError, toStorageError } from './errors';
import { decodeSegments } from './keys';
import { handleList } from './list';
import { handleListV2 } from './list-v2';
import { handleCopy, handleMove, handleRemoveMany, handleRemoveOne } from './modify';
import {
  handleSignedDownload,
  handleSignedUpload,
  handleSignMany,
  handleSignOne,
  handleSignUpload,
} from './signed';
import { handleRenderAuthenticated, handleRenderPublic, handleRenderSigned } from './render';
import { handleUpload, wantsUpsert } from './upload';

export function storageHandler(state: StorageState) {
  return async (req: IncomingMessage, res: ServerResponse, rest: string, query: string): Promise<void> => {
    const r: StorageRequest = {
      state,
      req,
      res,
      method: req.method ?? 'GET',
      path: rest,
      query: new URLSearchParams(query),
    };
    try {
      await route(r, decodeSegments(rest.split('/').filter((s, i) => i > 0 || s !== '')));
    } catch (err) {
      // Drain an unread body so the client gets the answer instead of a reset connection.
      if (!req.readableEnded) req.resume();
      sendStorageError(res, toStorageError(err), r.method === 'HEAD');
    }
  };
}

const isRead = (m: string) => m === 'GET' || m === 'HEAD';

async function route(r: StorageRequest, seg: string[]): Promise<void> {
  const m = r.method;
  const [area, ...path] = seg;
  if (area === 'bucket') return bucketRoute(r, m, path);
  if (area === 'render' && path[0] === 'image' && isRead(m)) return renderRoute(r, path.slice(1));
  if (area !== 'object' || path.length === 0) throw errors.notFound();
  const [first, ...after] = path;
  const key = (s: string[]) => s.slice(1).join('/');

  // Routes that need no caller: the token or the bucket's public flag decides.
  if (first === 'public' && isRead(m) && after.length >= 2) {
    const bucket = await bucketSettings(r, after[0]).catch(() => null);
    if (!bucket?.public) throw errors.noSuchBucket();
    const row = await objectAsSuperuser(r, after[0], key(after));
    if (!row) throw errors.noSuchKey();
    return sendObject(r, row);
  }
  if (first === 'sign' && isRead(m) && after.length >= 2)
    return handleSignedDownload(r, after[0], key(after));
  if (first === 'upload' && after[0] === 'sign' && m === 'PUT' && after.length >= 3)
    return handleSignedUpload(r, after[1], key(after.slice(1)));

  const who: AuthResult = await callerOf(r);
  if (m === 'POST' && first === 'move' && after.length === 0)
    return handleMove(r, who, await readJson(r.req));
  if (m === 'POST' && first === 'copy' && after.length === 0)
    return handleCopy(r, who, await readJson(r.req));
  if (m === 'POST' && first === 'list' && after.length === 1)
    return handleList(r, who, after[0], await readJson(r.req));
  if (m === 'POST' && first === 'list-v2' && after.length === 1)
    return handleListV2(r, who, after[0], await readJson(r.req));
  if (m === 'POST' && first === 'sign' && after.length === 1)
    return handleSignMany(r, who, after[0], await readJson(r.req));
  if (m === 'POST' && first === 'sign' && after.length >= 2)
    return handleSignOne(r, who, after[0], key(after), await readJson(r.req));
  if (m === 'POST' && first === 'upload' && after[0] === 'sign' && after.length >= 3)
    return handleSignUpload(r, who, after[1], key(after.slice(1)));
  if (first === 'info' && isRead(m)) {
    const rest = after[0] === 'public' || after[0] === 'authenticated' ? after.slice(1) : after;
    if (rest.length < 2) throw errors.notFound();
    return sendInfo(r, await objectAsCaller(r, who, rest[0], key(rest)));
  }
  if (first === 'authenticated' && isRead(m) && after.length >= 2)
    return sendObject(r, await objectAsCaller(r, who, after[0], key(after)));
  if (m === 'DELETE' && path.length === 1) return handleRemoveMany(r, who, first, await readJson(r.req));
  if (path.length < 2) throw errors.notFound();
  const k = key(path);
  if (isRead(m)) return sendObject(r, await objectAsCaller(r, who, first, k));
  if (m === 'POST' || m === 'PUT')
    return handleUpload(r, { bucket: first, key: k, upsert: wantsUpsert(r), who });
  if (m === 'DELETE') return handleRemoveOne(r, who, first, k);
  throw errors.methodNotAllowed();
}

/** `/render/image/{public,sign,authenticated}/<bucket>/<key>` (transformed images). */
async function renderRoute(r: StorageRequest, path: string[]): Promise<void> {
  const [kind, bucket, ...rest] = path;
  if (!bucket || rest.length === 0) throw errors.notFound();
  const key = rest.join('/');
  if (kind === 'public') return handleRenderPublic(r, bucket, key);
  if (kind === 'sign') return handleRenderSigned(r, bucket, key);
  if (kind === 'authenticated') return handleRenderAuthenticated(r, await callerOf(r), bucket, key);
  throw errors.notFound();
}

async function bucketRoute(r: StorageRequest, m: string, path: string[]): Promise<void> {
  const who = await callerOf(r);
  if (path.length === 0) {
    if (m === 'GET') return handleListBuckets(r, who);
    if (m === 'POST') return handleCreateBucket(r, who, await readJson(r.req));
  } else if (path.length === 1) {
    if (m === 'GET') return handleGetBucket(r, who, path[0]);
    if (m === 'PUT') return handleUpdateBucket(r, who, path[0], await readJson(r.req));
    if (m === 'DELETE') return handleDeleteBucket(r, who, path[0]);
  } else if (path.length === 2 && path[1] === 'empty' && m === 'POST') {
    return handleEmptyBucket(r, who, path[0]);
  }
  throw errors.methodNotAllowed();
}
