/** `/grid/:gridEntityType`: the grid report builder over one entity type. */
export { GridBuilderPage } from './GridBuilderPage';
/** `/grid/saved/:id`: a saved report opened in the builder. */
export { SavedGridPage } from './SavedGridPage';
/** The entity type picker, proposed for `/grid`. */
export { GridEntityPickerPage } from './GridEntityPickerPage';
