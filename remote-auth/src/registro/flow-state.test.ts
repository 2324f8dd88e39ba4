import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearFlow,
  FLOW_STORAGE_KEY,
  flowPath,
  isModoRecordar,
  nifPath,
  readFlow,
  saveFlow,
} from './flow-state';

describe('registration flow state', () => {
  beforeEach(() => sessionStorage.clear());

  it('survives a reload through session storage and is cleared at the end', () => {
    expect(readFlow()).toBeNull();
    saveFlow({ paso: 'pin', recordar: true, telefono: '*** *** 432', reenvioHasta: 5 });
    expect(readFlow()).toEqual({ paso: 'pin', recordar: true, telefono: '*** *** 432', reenvioHasta: 5 });
    clearFlow();
    expect(readFlow()).toBeNull();
  });

  it('ignores anything stored that is not a flow', () => {
    for (const raw of ['{', '"pin"', '{"paso":"inicio","recordar":false,"telefono":"x"}', '{"paso":"pin"}']) {
      sessionStorage.setItem(FLOW_STORAGE_KEY, raw);
      expect(readFlow(), raw).toBeNull();
    }
  });

  it('maps each step to its route', () => {
    expect(flowPath(null)).toBe('/nif');
    expect(flowPath({ paso: 'telefono', recordar: false, telefono: '' })).toBe('/telefono');
    expect(flowPath({ paso: 'claves', recordar: false, telefono: '' })).toBe('/claves');
    expect(flowPath({ paso: 'acceso', recordar: false, telefono: '' })).toBe('/claves');
  });

  it('reads and builds the registroNifRecordar query', () => {
    expect(isModoRecordar('?modo=recordar')).toBe(true);
    expect(isModoRecordar('')).toBe(false);
    expect(isModoRecordar('?modo=otro')).toBe(false);
    expect(nifPath(true)).toBe('/nif?modo=recordar');
    expect(nifPath(false)).toBe('/nif');
  });
});
