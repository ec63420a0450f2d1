/**
 * Renders a template with the engine for tests that check error messages as well as output.
 */
import { render, type RenderOptions } from '../../src/template-engine';

/** The rendered HTML and the messages of the errors the render recorded. */
export function renderWithMessages(template: string, data: unknown, options: RenderOptions = {}): { html: string; errors: string[] } {
  const { html, errors } = render(template, data, options);
  return { html, errors: errors.map((e) => e.message) };
}
