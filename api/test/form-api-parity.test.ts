import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// The form's own validators, through their React-free subpath (the root barrel brings React along).
import {
  validateDocumento,
  validateEmailRegistro,
  validateTelefono,
} from '@area-cliente/shared/forms/validators';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, startApp, type TestApp } from './helpers';
import { pinPara } from './segundo-factor-pin';

/**
 * One table per rule, run through the registration form's validator and through the API route that
 * applies the same rule: both must give the table's answer. The API gets the text as typed, so its
 * own normalisation is part of what is checked.
 */
const DOCUMENTOS: [typed: string, valid: boolean][] = [
  ['45678912S', true],
  [' 45 678 912 s ', true],
  // Separators people write between the groups are not part of the number.
  ['45678912-S', true],
  ['45.678.912-S', true],
  // K, L, M: NIF of a Spaniard or foreigner without DNI or NIE; same letter rule on the 7 digits.
  ['K1234567L', true],
  ['K1234567A', false],
  ['X1234567L', true],
  ['X1234567A', false],
  ['B76543214', true],
  ['B-76543214', true],
  ['B1234567D', false],
  ['Q2826000H', true],
  ['Q28260008', false],
  ['12345678A', false],
  ['1234567Z', false],
  ['I1234567A', false],
];

const TELEFONOS: [typed: string, valid: boolean][] = [
  ['612345678', true],
  ['712345678', true],
  [' 912345678 ', true],
  ['812345678', false],
  ['61234567', false],
  ['+34612345678', false],
];

const EMAILS: [typed: string, valid: boolean][] = [
  ['ana.garcia+seguro@correo.example.es', true],
  // Characters RFC 5322 allows in the local part: the registration screen takes them.
  ["o'neil@example.com", true],
  ['ana@example', false],
  ['ana@exa_mple.com', false],
  // Every part within its limit, but longer than the 254 characters a mail server accepts.
  [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`, false],
];

let t: TestApp;
let ip = 0;
let cliente: ClientePrueba;
beforeAll(async () => {
  t = await startApp();
  cliente = await sembrar(t, (d) => d.cliente());
});
afterAll(() => t.close());
// Past the hourly limits (registrations per IP, call-backs per client) of the case before; the
// session of the case before has expired by then, so the calls that need one log in anew.
beforeEach(() => t.clock.advance(2 * 60 * 60_000));

const lucia = () => entrar(t.app, cliente);

const post = (path: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    payload,
    headers: token ? { 'auth-token': token } : {},
    remoteAddress: `10.9.0.${++ip}`,
  });

describe('the form and the API give one answer', () => {
  it.each(DOCUMENTOS)('ID %j valid: %s', async (typed, valid) => {
    const res = await post('/user/verificaUsuario', { numDoc: typed });
    expect({ form: validateDocumento(typed) === null, api: res.json().codigo === 0 }).toEqual({
      form: valid,
      api: valid,
    });
  });

  it.each(TELEFONOS)('phone %j valid: %s', async (typed, valid) => {
    const res = await post(
      '/cliente/creaGestionCliente',
      { telefono: typed, asunto: 'S', idWorkerPropio: null, idOwnerPropio: null },
      await lucia(),
    );
    expect({ form: validateTelefono(typed) === null, api: res.json().codigo === 0 }).toEqual({
      form: valid,
      api: valid,
    });
  });

  it.each(EMAILS)('e-mail %j valid: %s', async (typed, valid) => {
    const token = await lucia();
    const pin = await pinPara(t, token, cliente.telefono, 'email');
    const res = await post('/cliente/actualizaEmail', { email: typed, polizas: [], pin }, token);
    expect({
      form: validateEmailRegistro(typed, typed) === null,
      api: res.json().codigo === 0,
    }).toEqual({ form: valid, api: valid });
  });
});
