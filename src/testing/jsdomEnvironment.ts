import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom without the web platform globals it lacks but React Router's data router needs
 * (Request, Response, TextEncoder, ...): Node's own implementations are lent to the window.
 */
export default class JsdomEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    const lent = {
      TextEncoder,
      TextDecoder,
      Request,
      Response,
      Headers,
      FormData,
      AbortController,
      AbortSignal,
      ReadableStream,
      structuredClone,
    };
    Object.assign(this.global, lent);
  }
}
