import { ValiError } from 'valibot';
import { CALLS } from '../contract';
import { checkedCall } from './fixtures';

describe('checkedCall', () => {
  it("hands the fake's answer on when the call's schema takes it, and refuses one it would not", async () => {
    const fake = vi.fn();
    const call = checkedCall(fake);
    fake.mockResolvedValueOnce({ noLeidos: 3 });
    await expect(call(CALLS.documentosNoLeidos, {})).resolves.toEqual({ noLeidos: 3 });
    expect(fake).toHaveBeenCalledWith(CALLS.documentosNoLeidos, {});
    fake.mockResolvedValueOnce({ noLeidos: '3' });
    await expect(call(CALLS.documentosNoLeidos)).rejects.toBeInstanceOf(ValiError);
  });

  it("passes the fake's refusal through", async () => {
    const call = checkedCall(() => Promise.reject(new Error('sin conexión')));
    await expect(call(CALLS.documentosNoLeidos)).rejects.toThrow('sin conexión');
  });
});
