/** How long a photo's body may take to arrive (config.ts, UPLOAD_* settings). */
export interface PlazoSubida {
  /** The whole body must be in within this long of starting to read it. */
  deadlineMs: number;
  /** And every `windowMs` must bring at least `minBytes`: a trickle is cut long before the deadline. */
  minBytes: number;
  windowMs: number;
}

/** Why an upload is turned away before its bytes are read. */
export type SubidaRechazada = 'CLIENTE_OCUPADO' | 'PROCESO_LLENO';

/**
 * Photo uploads this process is receiving: at most `max` at once, and at most one per customer, so
 * one customer cannot take every slot. Both counts are per process on purpose: a slot bounds the
 * memory of the process that holds it (a photo may take 10 MB while it is checked), so the rule that
 * shares the slots out only has to hold where the slots are. With several instances a customer
 * holds at most one slot in each, never all of any; what a customer may keep across instances
 * (uploads per hour, pending photos) is counted in the database.
 */
export class SubidasEnCurso {
  private readonly clientes = new Set<number>();

  constructor(private readonly max: number) {}

  /** Takes a slot for the customer, or says why not; `suelta` gives it back. */
  toma(idCliente: number): SubidaRechazada | null {
    if (this.clientes.has(idCliente)) return 'CLIENTE_OCUPADO';
    if (this.clientes.size >= this.max) return 'PROCESO_LLENO';
    this.clientes.add(idCliente);
    return null;
  }

  suelta(idCliente: number): void {
    this.clientes.delete(idCliente);
  }
}

/** The body came too slowly: its deadline passed, or a window brought less than the floor. */
export class SubidaLenta extends Error {
  constructor(readonly motivo: 'PLAZO' | 'RITMO') {
    super(motivo === 'PLAZO' ? 'upload deadline passed' : 'upload below the minimum rate');
    this.name = 'SubidaLenta';
  }
}

/**
 * Runs `leer`, which reads a body arriving on `socket`, under `plazo`: it rejects with SubidaLenta as
 * soon as the deadline passes or a window brings fewer than `minBytes` on the socket, so the caller
 * can answer and free the slot while the sender is still trickling. The socket's byte count is read
 * rather than the body's stream, which the multipart parser consumes.
 */
export function conPlazo<T>(
  socket: { readonly bytesRead: number },
  { deadlineMs, minBytes, windowMs }: PlazoSubida,
  leer: () => Promise<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let leidos = socket.bytesRead;
    const termina = (fin: () => void) => {
      clearTimeout(plazo);
      clearInterval(ritmo);
      fin();
    };
    const plazo = setTimeout(() => termina(() => reject(new SubidaLenta('PLAZO'))), deadlineMs);
    const ritmo = setInterval(() => {
      const ahora = socket.bytesRead;
      if (ahora - leidos < minBytes) termina(() => reject(new SubidaLenta('RITMO')));
      leidos = ahora;
    }, windowMs);
    leer().then(
      (value) => termina(() => resolve(value)),
      (error: unknown) => termina(() => reject(error)),
    );
  });
}
