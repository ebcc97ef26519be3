import { io } from 'socket.io-client';
import type { SocketFactory } from './types';

/** socket.io-client's `io`, on the page's origin when no url is given. */
export const defaultSocketFactory: SocketFactory = (url, options) =>
  url === undefined ? io(options) : io(url, options);
