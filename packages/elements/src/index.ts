/**
 * @fiu/elements for npm consumers (React). The script-tag build starts from ./loader instead.
 */
import { defineElement } from './define/defineElement';
import { elements } from './descriptors';

export { defineElement, createElementClass, parseAttribute, VERSION_KEY } from './define/defineElement';
export type {
  AttributeType,
  BaseElementProps,
  ElementDescriptor,
  ElementLoader,
  ElementModule,
  ElementProps,
  Emit,
  FiuEventName,
} from './define/types';
export { COMMON_ATTRIBUTES, allAttributes } from './define/types';
export { useSession } from './define/useSession';
export { applyConfigAttributes } from './define/attrs';
export * from './descriptors';
export { VERSION } from './version';

/** Define every element (idempotent). Screens load lazily, on first connect. */
export function defineAll(): void {
  for (const [descriptor, load] of elements) defineElement(descriptor, load);
}
