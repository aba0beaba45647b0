import { Badge } from '@mantine/core';

const names: Record<number, string> = {
  0: 'Not requested',
  200: 'OK',
  204: 'No content',
  301: 'Moved permanently',
  302: 'Found',
  304: 'Not modified',
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  410: 'Gone',
  429: 'Too many requests',
  500: 'Server error',
  502: 'Bad gateway',
  503: 'Unavailable',
};

/** A status code in words: its name, or its class. */
export function statusName(code: number): string {
  if (names[code]) return names[code];
  if (code >= 500) return 'Server error';
  if (code >= 400) return 'Client error';
  if (code >= 300) return 'Redirect';
  if (code >= 200) return 'Success';
  return 'No response';
}

/** An HTTP status as a badge: the code and its meaning in words, coloured by class. */
export function HttpStatusBadge({ code }: { code: number | null | undefined }) {
  if (code === null || code === undefined) return <span>–</span>;
  const color = code >= 400 || code < 100 ? (code === 0 ? 'gray' : 'red') : code >= 300 ? 'blue' : 'teal';
  return (
    <Badge color={color} variant="light" radius="sm" tt="none">
      {code === 0 ? statusName(0) : `${code} ${statusName(code)}`}
    </Badge>
  );
}
