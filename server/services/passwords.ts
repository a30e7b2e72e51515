import { hash, verify } from '@node-rs/argon2';

// argon2id is the library's default algorithm.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spend the same time as a real check, so an unknown e-mail cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('praxisdesk-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
