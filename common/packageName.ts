// Package names may carry a marketing prefix ("Praxisdesk Team", "Paket Team"); the header shows the bare name.
const PACKAGE_NAME_PREFIXES = ['Praxisdesk ', 'Paket '];

export function displayPackageName(packageName: string): string {
  const name = packageName.trim();
  for (const prefix of PACKAGE_NAME_PREFIXES) {
    if (name.toLowerCase().startsWith(prefix.toLowerCase())) {
      const bare = name.slice(prefix.length).trim();
      return bare || name;
    }
  }
  return name;
}
