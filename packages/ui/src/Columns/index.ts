export { Columns, Column, type ColumnsProps, type ColumnProps, type ColumnWidth } from './Columns';
export { columnWidths, columnsCollapses, columnsAlignsY } from './Columns.css';
