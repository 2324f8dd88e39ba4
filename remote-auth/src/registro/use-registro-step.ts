import { useEffect, useState } from 'react';
import { flowPath, readFlow, type PasoPantalla, type RegistroFlow } from './flow-state';

type Navigate = (to: string, opts?: { replace?: boolean }) => void;

/**
 * The flow when it is at one of `pasos`; otherwise the route is replaced with the flow's own step
 * (or /nif when there is none) and null is returned, so the screen renders nothing meanwhile.
 */
export function useRegistroStep(pasos: readonly PasoPantalla[], navigate: Navigate) {
  const [flow, setFlow] = useState<RegistroFlow | null>(() => readFlow());
  const inStep = flow !== null && pasos.includes(flow.paso);

  useEffect(() => {
    if (!inStep) navigate(flowPath(flow), { replace: true });
  }, [inStep, flow, navigate]);

  return { flow: inStep ? flow : null, setFlow };
}
