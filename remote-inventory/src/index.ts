// A remote is normally loaded by the host through remoteEntry.js; this entry only makes its dev server start.
import('./bootstrap');
