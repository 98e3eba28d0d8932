import { useState } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

type ParamsUpdate = URLSearchParams | Record<string, string> | ((current: URLSearchParams) => URLSearchParams);

/**
 * useSearchParams for a page whose queries take their variables from the address (filters, a
 * period): the same [params, setParams], but a change is state the page shows at once, and the
 * address follows it.
 *
 * Why: React Router applies a change of address in a transition. Until that render commits, any
 * other render of the page (Apollo's store answering a query, say) still reads the old address,
 * and Apollo's useQuery, which re-observes during render, sent the old filters' query again, which
 * the new one then cancelled. Here the params are the page's own state, updated at once; the
 * address is followed when it changes on its own (back and forward, a link).
 */
export function useSearchParamsState(): [URLSearchParams, (update: ParamsUpdate, options?: NavigateOptions) => void] {
  const [address, setAddress] = useSearchParams();
  const addressKey = address.toString();
  const [params, setParams] = useState(address);
  const [followed, setFollowed] = useState(addressKey);
  // the address changed since the last render that read it: adopt it (React's "adjust state
  // while rendering" pattern, so no render shows stale params)
  if (addressKey !== followed) {
    setFollowed(addressKey);
    setParams(address);
  }

  const change = (update: ParamsUpdate, options?: NavigateOptions) => {
    const next = new URLSearchParams(typeof update === 'function' ? update(new URLSearchParams(params)) : update);
    setParams(next);
    setAddress(next, options);
  };
  return [params, change];
}
