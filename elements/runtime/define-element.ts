import r2wc from '@r2wc/react-to-web-component';
import { createElement, type ComponentType } from 'react';
import { attributeName, parseAttribute, reflectProperty, type AttributeType } from './attributes.ts';
import { applyInstanceConfig } from './instance-config.ts';
import { LocaleRoot } from './locale.tsx';
import { adoptStyles, releaseStyles } from './style-registry.ts';

/** What every element component receives from the runtime besides its declared props. */
export interface ElementProps {
  /** The element's open shadow root; `container.host` is the element itself. */
  container?: ShadowRoot;
}

type OwnProps<Props> = Exclude<keyof Props & string, keyof ElementProps>;

export interface ElementOptions<Props> {
  /** Props that are also attributes (camelCase prop, kebab-case attribute). */
  props?: Partial<Record<OwnProps<Props>, AttributeType>>;
  /** Callback props, each dispatching a bubbling, composed CustomEvent of the given name with its detail. */
  events?: Partial<Record<OwnProps<Props>, string>>;
}

// r2wc 2.1.1 keeps the props it hands to React, and its render method, under these registered symbols.
// The runtime writes the props itself to correct r2wc's attribute handling (see defineConsoleElement).
const PROPS: unique symbol = Symbol.for('r2wc.props');
const RENDER: unique symbol = Symbol.for('r2wc.render');
const CONNECTED: unique symbol = Symbol.for('r2wc.connected');

interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  [CONNECTED]: boolean;
}

/**
 * Registers `Component` as the custom element `tag`, rendered by React in an open shadow root that adopts
 * the kit's stylesheets. Differences from plain r2wc, so that the element behaves like a built-in one:
 * - a boolean attribute is true whenever present (`<x open>`), and removing any attribute resets its
 *   prop to the component's default;
 * - properties reflect to their attributes, and a property set before the tag was defined is kept;
 * - events carry their detail as bubbling, composed CustomEvents with kebab-case names;
 * - defining a tag that exists already (a second bundle, a second entry) is a no-op;
 * - it renders only once it is in a document: r2wc rendered on the first attribute set, so an element
 *   created and never inserted (React creates a render's elements before it commits, and may discard that
 *   render) ran a whole component unseen, with its requests, live stream and timers, for good;
 * - `api-base`, `site-token`, `image-domain` and `image-path` configure the page's client (instance-config.ts);
 * - it shows the language of its `lang` or the page's, and follows a change of it (locale.tsx).
 */
export function defineConsoleElement<Props extends ElementProps>(
  tag: string,
  Component: ComponentType<Props>,
  { props = {}, events = {} }: ElementOptions<Props> = {},
): CustomElementConstructor {
  const defined = customElements.get(tag);
  if (defined) return defined;

  const types = Object.entries(props) as [string, AttributeType][];
  const propOfAttribute = new Map(types.map(([prop]) => [attributeName(prop), prop]));
  const typeOf = new Map(types);
  // Each element shows its page's language and direction (elements/runtime/locale.tsx).
  const Localised = (props: Props) =>
    createElement(LocaleRoot, {
      host: props.container!.host,
      children: createElement(Component as ComponentType<object>, props),
    });
  const Base = r2wc(Localised as unknown as ComponentType<object>, {
    shadow: 'open',
    props: types.map(([prop]) => prop) as never,
  }) as unknown as new () => R2wcElement;

  class ConsoleElement extends Base {
    static get observedAttributes(): string[] {
      return [...propOfAttribute.keys()];
    }

    constructor() {
      super();
      // r2wc starts an element as connected (see the list above).
      this[CONNECTED] = false;
      for (const [prop, type] of Object.entries(events) as [string, string][]) {
        this[PROPS][prop] = (detail: unknown) =>
          this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
      }
    }

    override connectedCallback(): void {
      // Upgrade: a property set on the element before define() is an own property hiding the accessor.
      for (const prop of typeOf.keys()) {
        if (!Object.hasOwn(this, prop)) continue;
        const value: unknown = Reflect.get(this, prop);
        Reflect.deleteProperty(this, prop);
        Reflect.set(this, prop, value);
      }
      applyInstanceConfig(this);
      adoptStyles(this.shadowRoot!);
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      super.disconnectedCallback();
      releaseStyles(this.shadowRoot!);
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      const prop = propOfAttribute.get(attribute);
      if (prop === undefined) return;
      this[PROPS][prop] = parseAttribute(typeOf.get(prop)!, value);
      this[RENDER]();
    }
  }

  for (const [prop, type] of types) {
    const attribute = attributeName(prop);
    Object.defineProperty(ConsoleElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: ConsoleElement) {
        return type === 'boolean' ? this.hasAttribute(attribute) : this[PROPS][prop];
      },
      set(this: ConsoleElement, value: unknown) {
        reflectProperty(this, attribute, type, value);
      },
    });
  }

  customElements.define(tag, ConsoleElement);
  return ConsoleElement;
}
