/**
 * Which handler works which kind of import. Each kind's folder registers its own handler here: one line
 * per kind ('goaml' from imports/goaml, 'registry' from imports/registry).
 */
import type { ImportKind } from '../../core.js';
import type { ImportHandler } from './types.js';
import { goamlHandler } from '../goaml/handler.js';
import { registryHandler } from '../registry/index.js';
import { cdrHandler } from '../tabular/cdr.js';
import { statementHandler } from '../tabular/statement.js';

export type ImportHandlers = Partial<Record<ImportKind, ImportHandler>>;

/** The manual call-record form is stored when it is posted; its job is born done and has nothing to read. */
const nothingToRead: ImportHandler = async () => ({});

export const IMPORT_HANDLERS: ImportHandlers = {
  cdr: cdrHandler,
  statement: statementHandler,
  cdr_manual: nothingToRead,
  goaml: goamlHandler,
  registry: registryHandler,
};
