export const SERVER_ENTRY: string;
export function ensureWebBuilt(): void;
export function ensureServerBuilt(): Promise<void>;
export const serverArgs: string[];
