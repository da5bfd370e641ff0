const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** 1234567 -> '1.2 MB' (powers of 1000, as file managers and the server's limit messages count). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1000) return `${Math.max(0, Math.round(bytes || 0))} bytes`;
  const unit = Math.min(UNITS.length - 1, Math.floor(Math.log10(bytes) / 3));
  return `${Number((bytes / 1000 ** unit).toFixed(1))} ${UNITS[unit]}`;
}
