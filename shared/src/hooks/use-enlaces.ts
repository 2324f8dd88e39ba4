import { useEffect, useState } from 'react';
import { CALLS, type Enlaces } from '../contract';
import { api } from '../http/api';

// The addresses are the deployment's, the same for every customer: asked once per page load, and asked
// again after a failure.
let pending: Promise<Enlaces> | null = null;

function loadEnlaces(): Promise<Enlaces> {
  pending ??= api.call(CALLS.enlaces).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/**
 * The configured outside addresses (GET /v1/ac/enlaces); null until they arrive or when they cannot,
 * so a link without its address is simply not shown.
 */
export function useEnlaces(): Enlaces | null {
  const [enlaces, setEnlaces] = useState<Enlaces | null>(null);
  useEffect(() => {
    let current = true;
    loadEnlaces().then(
      (value) => current && setEnlaces(value),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return enlaces;
}
