#!/usr/bin/env python3
"""Checks the files that let GNOME Shell's search reach the app: the search
provider's .ini names the app's desktop file, bus name, object path and
interface version as the app serves them (ShellSearchProvider: the object
path is the app id's, with / for ., then /SearchProvider), and the D-Bus
service file starts the installed binary as a GApplication service.

    check-search-provider.py SEARCH-PROVIDER.ini SERVICE-FILE APP-ID BINDIR
"""
import configparser
import sys


def main():
    ini_path, service_path, app_id, bindir = sys.argv[1:5]
    problems = []
    ini = configparser.ConfigParser(interpolation=None)
    ini.read(ini_path)
    provider = ini["Shell Search Provider"] if ini.has_section("Shell Search Provider") else {}
    expected = {
        "DesktopId": app_id + ".desktop",
        "BusName": app_id,
        "ObjectPath": "/" + app_id.replace(".", "/") + "/SearchProvider",
        "Version": "2",
    }
    for key, value in expected.items():
        if provider.get(key) != value:
            problems.append(f"{ini_path}: {key} is {provider.get(key)!r}, not {value!r}")
    service = configparser.ConfigParser(interpolation=None)
    service.read(service_path)
    entry = service["D-BUS Service"] if service.has_section("D-BUS Service") else {}
    if entry.get("Name") != app_id:
        problems.append(f"{service_path}: Name is {entry.get('Name')!r}, not {app_id!r}")
    if entry.get("Exec") != f"{bindir}/landmarks --gapplication-service":
        problems.append(f"{service_path}: Exec is {entry.get('Exec')!r}")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
