import type { ComponentType } from 'react';

/** Attribute types. Deliberately no 'function' or 'json' (SECURITY.md: an attribute would name a global function). */
export type AttributeType = 'string' | 'number' | 'boolean';

export type FiuEventName = `fiu-${string}`;

/**
 * What an element is, as data the runtime needs: the loader defines the tag from it, so it holds nothing else
 * (every byte here is in every page's first load; the summary and parts are docs).
 * `attributes` are primitives only (kebab-case names; the property is the camelCase name);
 * `properties` are rich values set from code (objects, arrays, dates), never serialised to attributes.
 */
export interface ElementDescriptor {
  tag: `fiu-${string}`;
  attributes: Readonly<Record<string, AttributeType>>;
  properties: readonly string[];
  events: readonly FiuEventName[];
}

/**
 * Documentation of an element for the manifest and typings, kept apart from the descriptor so that the
 * script-tag loader (which imports descriptors) does not carry it.
 */
export interface ElementDocs {
  /** One sentence: what the element is for (the manifest's and the typings' summary). */
  summary: string;
  /** The shadow parts a host may style. */
  parts?: readonly string[];
  /** TypeScript type text of each rich property (default `unknown`). */
  propertyTypes?: Readonly<Record<string, string>>;
  /** One line per attribute, property, event or part name. */
  docs?: Readonly<Record<string, string>>;
  /** TypeScript type text of each event's `detail`. */
  eventDetails?: Readonly<Record<string, string>>;
}

/** Dispatch a `fiu-*` CustomEvent (bubbles, composed) from the element. Call it on user action only. */
export type Emit = (name: FiuEventName, detail?: unknown) => void;

/** Props every element component receives, besides its attributes and properties. */
export interface BaseElementProps {
  emit: Emit;
  /** Common configuration attributes (applied to core's configure() by the element runtime). */
  apiBase?: string;
  mode?: string;
}

/** Contract name: the props of an element component. */
export type ElementProps<Extra extends object = Record<string, unknown>> = BaseElementProps & Extra;

/** What `load()` resolves to: the component module. `css` is the element's own stylesheet text. */
export interface ElementModule {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  default: ComponentType<any>;
  css?: string;
}

export type ElementLoader = () => Promise<ElementModule>;

/** Attributes every element understands: page configuration as primitives (a token never comes from an attribute). */
export const COMMON_ATTRIBUTES = {
  'api-base': 'string',
  mode: 'string',
} as const satisfies Record<string, AttributeType>;

/** Descriptor attributes plus the common ones. */
export function allAttributes(d: ElementDescriptor): Record<string, AttributeType> {
  return { ...COMMON_ATTRIBUTES, ...d.attributes };
}

/** `preset-domain` → `presetDomain`. */
export const camelCase = (name: string): string => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
