/**
 * What an operator must fix when PostgreSQL refused or could not be reached at start, named by the
 * setting, without the password; undefined for any other failure (that one keeps its stack trace).
 */
export function connectProblem(error: unknown, databaseUrl: string): string | undefined {
  const failure = error as { code?: string; message?: string; errors?: { code?: string }[] };
  const code = failure.code ?? failure.errors?.[0]?.code;
  const url = URL.canParse(databaseUrl) ? new URL(databaseUrl) : undefined;
  const where = url ? `${url.hostname || 'localhost'}:${url.port || 5432}` : 'the DATABASE_URL host';
  switch (code) {
    case '28P01':
      return `DATABASE_URL: PostgreSQL at ${where} refused the password of user "${decodeURIComponent(url?.username ?? '')}"; correct the user or password in DATABASE_URL`;
    case '28000':
      return `DATABASE_URL: PostgreSQL at ${where} refused the connection (${failure.message}); correct the user in DATABASE_URL, or allow it in pg_hba.conf`;
    case '3D000':
      return `DATABASE_URL: ${failure.message} at ${where}; create it (createdb) or correct the name in DATABASE_URL`;
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `DATABASE_URL: cannot reach PostgreSQL at ${where} (${code}); start it, or correct the host and port in DATABASE_URL`;
    default:
      return undefined;
  }
}
