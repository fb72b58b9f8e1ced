/**
 * zod's global settings. Imported first by every schema module (and by index.ts), because zod reads
 * `jitless` when a schema is constructed, not when it parses.
 * - jitless: no `new Function`, so no CSP needs 'unsafe-eval' (ARCHITECTURE.md, SECURITY.md promise 9).
 * - customError: the product's texts for what zod would otherwise say in its own English
 *   (a missing required value, a value outside an enumeration, a wrong JSON type, an unknown key).
 *   Messages set on a schema or check (max lengths, BVN, NUBAN, ...) take precedence over it.
 */
import * as z from 'zod/mini';
import { MSG } from '../messages.js';

export function issueMessage(iss: z.core.$ZodRawIssue): string | undefined {
  const absent = iss.input === undefined || iss.input === null;
  switch (iss.code) {
    case 'invalid_type':
      if (absent) return MSG.required;
      if (iss.expected === 'int' && typeof iss.input === 'number') return MSG.invalidInteger;
      if (iss.expected === 'number' || iss.expected === 'int') return MSG.invalidNumber;
      return MSG.invalidValue;
    case 'invalid_value':
      return absent ? MSG.required : MSG.invalidChoice;
    case 'unrecognized_keys':
      return MSG.unknownField;
    case 'invalid_format':
      return iss.format === 'email' ? MSG.invalidEmail : MSG.invalidValue;
    case 'invalid_key':
      // A record key refused by its own check (an unknown column-mapping target): that check's message.
      return iss.issues[0]?.message ?? MSG.invalidValue;
    case 'invalid_union':
    case 'invalid_element':
      return absent ? MSG.required : MSG.invalidValue;
    case 'not_multiple_of':
      return MSG.invalidInteger;
    default:
      return undefined;
  }
}

z.config({ jitless: true, customError: issueMessage });

