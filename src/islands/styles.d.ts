/** Islands import their own stylesheets (`import './x.css'`); Vite emits them per entry (island-assets.ts links them). */
declare module '*.css';
