import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCryptoService } from './crypto.ts';

function setup(masterKey = randomBytes(32)) {
  const keys = new Map<string, string>();
  const service = createCryptoService(masterKey, async (id) => keys.get(id) ?? null);
  const addTenant = (id: string, wrapped = service.newWrappedDataKey()) => {
    keys.set(id, wrapped);
    return wrapped;
  };
  return { service, addTenant, keys };
}

describe('envelope encryption', () => {
  it('round-trips JSON, text and bytes, with a fresh IV each time', async () => {
    const { service, addTenant } = setup();
    addTenant('t1');
    const value = { name: 'Jörg Müller', message: 'Rückenschmerzen seit 3 Wochen €' };
    const a = await service.encryptJson('t1', value);
    const b = await service.encryptJson('t1', value);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Müller');
    expect(await service.decryptJson('t1', a)).toEqual({ ok: true, value });
    const bytes = randomBytes(5000);
    const sealed = await service.encryptBytes('t1', bytes);
    expect(await service.decryptBytes('t1', sealed)).toEqual({ ok: true, value: bytes });
  });

  it('reports tampering instead of throwing', async () => {
    const { service, addTenant } = setup();
    addTenant('t1');
    const text = await service.encryptText('t1', 'Befund');
    const flipped = `${text.slice(0, -2)}${text.at(-2) === 'A' ? 'B' : 'A'}${text.at(-1)}`;
    expect(await service.decryptText('t1', flipped)).toEqual({ ok: false });
    expect(await service.decryptText('t1', 'kein Chiffrat')).toEqual({ ok: false });
    expect(await service.decryptText('t1', '')).toEqual({ ok: false });
    const sealed = await service.encryptBytes('t1', Buffer.from('x'));
    sealed[sealed.length - 1] ^= 1;
    expect(await service.decryptBytes('t1', sealed)).toEqual({ ok: false });
  });

  it("binds data to its tenant: another tenant's key cannot open it", async () => {
    const { service, addTenant, keys } = setup();
    addTenant('t1');
    addTenant('t2');
    const text = await service.encryptText('t1', 'geheim');
    expect(await service.decryptText('t2', text)).toEqual({ ok: false });
    // Even with the same data key, the tenant is part of the authenticated data.
    const { service: other } = setup();
    expect(keys.get('t1')).not.toBe(keys.get('t2'));
    expect(await other.decryptText('t1', text)).toEqual({ ok: false });
  });

  it('cannot unwrap data keys with a different master key', async () => {
    const first = setup();
    const wrapped = first.addTenant('t1');
    const text = await first.service.encryptText('t1', 'geheim');
    const second = setup();
    second.addTenant('t1', wrapped);
    expect(await second.service.decryptText('t1', text)).toEqual({ ok: false });
  });
});
