export { DataExportCard, type DataExportCardProps } from "./data-export-card.tsx";
