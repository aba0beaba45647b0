/** `/grid/:gridEntityType`: the grid report builder over one entity type. */
export { GridBuilderPage } from './routes/GridBuilderPage';
/** `/grid/saved/:id`: a saved report opened in the builder. */
export { SavedGridPage } from './routes/SavedGridPage';
/** The entity type picker, proposed for `/grid`. */
export { GridEntityPickerPage } from './routes/GridEntityPickerPage';
