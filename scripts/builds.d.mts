export const SERVER_ENTRY: string;
export const CLI_ENTRY: string;
export function ensureWebBuilt(): void;
export function ensureServerBuilt(): Promise<void>;
export function ensureCliBuilt(): Promise<void>;
export const serverArgs: string[];
