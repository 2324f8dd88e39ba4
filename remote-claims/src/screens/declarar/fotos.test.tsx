import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSubidaFotos } from './fotos';

const shared = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);
vi.mock('./preparar-foto', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./preparar-foto')>()),
  prepararFoto: (file: File) => Promise.resolve({ blob: file, miniatura: `mini-${file.name}` }),
}));

const foto = (nombre: string) => new File(['x'], nombre, { type: 'image/jpeg' });

describe('useSubidaFotos', () => {
  beforeEach(() => {
    shared.call.mockReset();
  });

  it('sends one photo at a time, also when a second choice comes while the first is on its way', async () => {
    let enVuelo = 0;
    let maximo = 0;
    const respuestas: (() => void)[] = [];
    shared.call.mockImplementation(
      () =>
        new Promise((resolve) => {
          enVuelo += 1;
          maximo = Math.max(maximo, enVuelo);
          respuestas.push(() => {
            enVuelo -= 1;
            resolve({ uuid: crypto.randomUUID(), mimeType: 'image/jpeg', bytes: 1, ancho: 1, alto: 1 });
          });
        }),
    );
    let fotos: { uuid: string; nombre: string }[] = [];
    const { result } = renderHook(() =>
      useSubidaFotos(fotos as never, (update) => {
        fotos = update(fotos as never) as never;
      }),
    );
    let primera!: Promise<void>;
    let segunda!: Promise<void>;
    act(() => {
      primera = result.current.anade([foto('a.jpg')]);
      segunda = result.current.anade([foto('b.jpg')]);
    });
    for (let i = 0; i < 2; i++) {
      await vi.waitFor(() => expect(respuestas).toHaveLength(i + 1));
      expect(enVuelo).toBe(1);
      await act(async () => respuestas[i]!());
    }
    await act(() => Promise.all([primera, segunda]));
    expect(maximo).toBe(1);
    expect(fotos.map((f) => f.nombre)).toEqual(['a.jpg', 'b.jpg']);
  });
});
