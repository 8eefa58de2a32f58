import type { FieldWidget } from '../widget-kit/widget-types';

/** Widget name (as journeys write it) to the component that renders such a field. */
export type WidgetRegistry = Readonly<Record<string, FieldWidget>>;

/** A journey names a widget the registry does not have. */
export class UnknownWidgetError extends Error {
  constructor(widget: string, field: string, known: string[]) {
    super(`No widget "${widget}" for field "${field}"; the registry has ${known.join(', ')}.`);
    this.name = 'UnknownWidgetError';
  }
}

/**
 * The component for a widget name, or an {@link UnknownWidgetError} that names the field.
 *
 * @example
 * const Component = widgetFor(defaultWidgets, field.widget, field.name);
 */
export function widgetFor(registry: WidgetRegistry, widget: string, field: string): FieldWidget {
  const component = Object.hasOwn(registry, widget) ? registry[widget] : undefined;
  if (!component) throw new UnknownWidgetError(widget, field, Object.keys(registry));
  return component;
}
