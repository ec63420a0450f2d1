/**
 * Entry of the form-block island: every form block and newsletter block the theme rendered
 * (`data-island="form-block"`, the form's definition as props) is taken over by its controller.
 */
import { hydrateIslands } from './hydrate';
import { startFormBlock } from './form-block/form-block-controller';
import type { PublicForm } from '../shared/forms/form-model';

hydrateIslands<PublicForm | 'unconfigured'>('form-block', startFormBlock);
