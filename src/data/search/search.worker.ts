import {
  searchWorkerSide,
  type SearchGiven,
  type SearchInit,
  type SearchReply,
  type SearchRequest,
} from './searchWorkerProtocol';

/*
 * The home list's search, off the main thread: it fetches the index's fragments and matches
 * there, and posts only the answer (the count, the page's cards). Its first message names the
 * index's folder.
 */
const scope = self as unknown as {
  postMessage(message: SearchReply): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<SearchInit | SearchGiven | SearchRequest>) => void,
  ): void;
};
const receive = searchWorkerSide((message) => scope.postMessage(message));
scope.addEventListener('message', ({ data }) => receive(data));
