/**
 * A file the build wrote (a catalogue, the request options, the feed's items), read from this deployment's own
 * static assets (`env.ASSETS`) and turned into what a function needs once per isolate: a deploy starts new
 * isolates, so a loaded file never outlives its deploy. A failed load is not kept, so the next request tries again.
 */
export type BuiltAssetLoader<T> = (env: Env, requestUrl: string) => Promise<T>;

/** A loader of the asset at `path`; `parse` receives its text and throws when it is not what the function needs. */
export function builtAsset<T>(path: string, parse: (text: string) => T | Promise<T>): BuiltAssetLoader<T> {
  const loaded = new WeakMap<object, Promise<T>>();
  const load = async (env: Env, origin: string): Promise<T> => {
    const response = await env.ASSETS.fetch(new URL(path, origin));
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return parse(await response.text());
  };
  return (env, requestUrl) => {
    let promise = loaded.get(env.ASSETS);
    if (!promise) {
      promise = load(env, new URL(requestUrl).origin);
      loaded.set(env.ASSETS, promise);
      promise.catch(() => loaded.delete(env.ASSETS));
    }
    return promise;
  };
}
