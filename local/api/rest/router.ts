// /rest/v1: schema choice, authentication, and dispatch to reads, writes and RPC.
import type { IncomingMessage, ServerResponse } from 'node:http';

import { authenticate, chooseAuthorization, type AuthConfig, type AuthResult } from '../auth';
import { ApiError, toApiError } from '../errors';
import { header, sendError } from '../http';
import type { RestRequest, RestState } from './context';
import { parsePrefer } from './negotiate';
import { handleRead } from './read';
import { handleRpc } from './rpc';
import { handleWrite } from './write';

export async function handleRest(
  state: RestState,
  authCfg: AuthConfig,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: string,
): Promise<void> {
  let auth: AuthResult | undefined;
  const method = req.method ?? 'GET';
  let aborted = false;
  res.on('close', () => {
    if (!res.writableFinished) aborted = true;
  });
  try {
    auth = await authenticate(
      authCfg,
      chooseAuthorization(authCfg, header(req, 'authorization'), header(req, 'apikey')),
    );
    const r: RestRequest = {
      req,
      res,
      method,
      path,
      rawQuery: query,
      // Form decoding: `+` is a space, as postgrest-js builds URLs with URLSearchParams.
      params: new URLSearchParams(query),
      schema: chooseSchema(state, req, method),
      auth,
      prefs: parsePrefer(header(req, 'prefer')),
      state,
      aborted: () => aborted,
    };
    if (state.schemas.length > 1) res.setHeader('Content-Profile', r.schema);
    const segments = path.split('/').filter(Boolean);
    if (segments.length === 2 && segments[0] === 'rpc')
      return await handleRpc(r, decodeURIComponent(segments[1]));
    if (segments.length !== 1) throw new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
    const name = decodeURIComponent(segments[0]);
    if (method === 'GET' || method === 'HEAD') return await handleRead(r, name, method === 'HEAD');
    if (method === 'POST' || method === 'PATCH' || method === 'DELETE') return await handleWrite(r, name);
    throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  } catch (err) {
    sendError(res, toApiError(err, auth?.authenticated ?? false), method === 'HEAD');
  }
}

function chooseSchema(state: RestState, req: IncomingMessage, method: string): string {
  const h =
    method === 'GET' || method === 'HEAD' ? header(req, 'accept-profile') : header(req, 'content-profile');
  if (h === undefined) return state.schemas[0];
  if (!state.schemas.includes(h))
    throw new ApiError(
      406,
      'PGRST106',
      `Invalid schema: ${h}`,
      null,
      `Only the following schemas are exposed: ${state.schemas.join(', ')}`,
    );
  return h;
}
