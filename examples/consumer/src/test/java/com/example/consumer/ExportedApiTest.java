package com.example.consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.module.FindException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReader;
import java.lang.module.ModuleReference;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No exported signature of a library module names a type its module does not export: the
 * supertypes, type-parameter bounds, fields, constructors and methods (return, parameter and
 * thrown types, generic arguments included) of every public or protected type of every exported
 * package, nested types too. A user on the module path could not name such a type, so a method
 * returning one cannot be used as declared. The library modules are the {@code io.abstractgames.*}
 * modules on the test's module path and class path.
 */
class ExportedApiTest {

    private static final String LIBRARY_PREFIX = "io.abstractgames.";

    /** The library modules by name. */
    private static Map<String, ModuleReference> libraryModules() {
        Map<String, ModuleReference> modules = new TreeMap<>();
        List<String> entries = new ArrayList<>();
        for (String property : List.of("jdk.module.path", "java.class.path")) {
            String value = System.getProperty(property, "");
            if (!value.isEmpty()) {
                entries.addAll(List.of(value.split(java.io.File.pathSeparator)));
            }
        }
        for (String entry : entries) {
            Path path = Path.of(entry);
            boolean candidate = entry.endsWith(".jar") || Files.isRegularFile(path.resolve("module-info.class"));
            if (!candidate || !Files.exists(path)) {
                continue;
            }
            try {
                for (ModuleReference ref : ModuleFinder.of(path).findAll()) {
                    String name = ref.descriptor().name();
                    if (name.startsWith(LIBRARY_PREFIX) && !ref.descriptor().isAutomatic()) {
                        modules.putIfAbsent(name, ref);
                    }
                }
            } catch (FindException e) {
                // Not a module (a plain jar of a test dependency): not part of the library.
            }
        }
        return modules;
    }

    @Test
    void theLibraryModulesAreAllChecked() {
        assertEquals(Set.of("io.abstractgames.ai", "io.abstractgames.bashni", "io.abstractgames.breakthrough",
                "io.abstractgames.columns", "io.abstractgames.core", "io.abstractgames.diamond", "io.abstractgames.konane",
                "io.abstractgames.lasca", "io.abstractgames.testkit"), libraryModules().keySet());
    }

    @Test
    void noExportedSignatureNamesAnUnexportedType() throws IOException {
        Map<String, ModuleReference> modules = libraryModules();
        Map<String, String> ownerOfPackage = new HashMap<>();
        Set<String> exported = new HashSet<>();
        for (ModuleReference ref : modules.values()) {
            ModuleDescriptor d = ref.descriptor();
            d.packages().forEach(p -> ownerOfPackage.put(p, d.name()));
            d.exports().stream().filter(e -> !e.isQualified()).forEach(e -> exported.add(e.source()));
        }
        List<String> problems = new ArrayList<>();
        Checker checker = new Checker(ownerOfPackage, exported, problems);
        for (ModuleReference ref : modules.values()) {
            for (Class<?> type : exportedTypes(ref, exported)) {
                checker.checkType(type);
            }
        }
        assertTrue(problems.isEmpty(), problems.size() + " exported signatures name unexported types:\n"
                + String.join("\n", problems));
    }

    /** The public top-level types of the module's unconditionally exported packages. */
    private static List<Class<?>> exportedTypes(ModuleReference ref, Set<String> exported) throws IOException {
        List<String> names;
        try (ModuleReader reader = ref.open(); Stream<String> resources = reader.list()) {
            names = resources.filter(r -> r.endsWith(".class") && !r.endsWith("module-info.class")
                            && !r.endsWith("package-info.class"))
                    .map(r -> r.substring(0, r.length() - ".class".length()).replace('/', '.'))
                    .filter(n -> exported.contains(n.substring(0, n.lastIndexOf('.'))) && !n.contains("$"))
                    .sorted()
                    .toList();
        }
        List<Class<?>> types = new ArrayList<>();
        for (String name : names) {
            try {
                Class<?> type = Class.forName(name, false, ExportedApiTest.class.getClassLoader());
                if (Modifier.isPublic(type.getModifiers())) {
                    types.add(type);
                }
            } catch (ClassNotFoundException e) {
                throw new UncheckedIOException(new IOException("cannot load " + name + " of " + ref.descriptor().name(), e));
            }
        }
        return types;
    }

    /** Walks the signatures of exported types and records each that names an unexported library type. */
    private static final class Checker {

        private final Map<String, String> ownerOfPackage;
        private final Set<String> exported;
        private final List<String> problems;

        Checker(Map<String, String> ownerOfPackage, Set<String> exported, List<String> problems) {
            this.ownerOfPackage = ownerOfPackage;
            this.exported = exported;
            this.problems = problems;
        }

        void checkType(Class<?> type) {
            String where = type.getName();
            if (type.getGenericSuperclass() != null) {
                check(where + " extends", type.getGenericSuperclass());
            }
            for (Type i : type.getGenericInterfaces()) {
                check(where + " implements", i);
            }
            for (TypeVariable<?> v : type.getTypeParameters()) {
                check(where + " type parameter " + v.getName(), v);
            }
            if (type.isRecord()) {
                for (RecordComponent c : type.getRecordComponents()) {
                    check(where + " record component " + c.getName(), c.getGenericType());
                }
            }
            for (Field f : type.getDeclaredFields()) {
                if (visible(f)) {
                    check(where + "." + f.getName(), f.getGenericType());
                }
            }
            for (Constructor<?> c : type.getDeclaredConstructors()) {
                if (visible(c)) {
                    checkExecutable(where + "(constructor)", c);
                }
            }
            for (Method m : type.getDeclaredMethods()) {
                if (visible(m) && !m.isSynthetic() && !m.isBridge()) {
                    checkExecutable(where + "." + m.getName() + "()", m);
                    check(where + "." + m.getName() + "() returns", m.getGenericReturnType());
                }
            }
            for (Class<?> nested : type.getDeclaredClasses()) {
                if (Modifier.isPublic(nested.getModifiers()) || Modifier.isProtected(nested.getModifiers())) {
                    checkType(nested);
                }
            }
        }

        private void checkExecutable(String where, Executable e) {
            for (TypeVariable<?> v : e.getTypeParameters()) {
                check(where + " type parameter " + v.getName(), v);
            }
            for (Type p : e.getGenericParameterTypes()) {
                check(where + " parameter", p);
            }
            for (Type t : e.getGenericExceptionTypes()) {
                check(where + " throws", t);
            }
        }

        private static boolean visible(Member member) {
            int m = member.getModifiers();
            return Modifier.isPublic(m) || Modifier.isProtected(m);
        }

        private void check(String where, Type type) {
            walk(where, type, new HashSet<>());
        }

        private void walk(String where, Type type, Set<TypeVariable<?>> seen) {
            if (type instanceof Class<?> c) {
                while (c.isArray()) {
                    c = c.getComponentType();
                }
                if (!c.isPrimitive() && !isExported(c)) {
                    problems.add(where + ": " + c.getName() + " (package " + c.getPackageName() + " of "
                            + ownerOfPackage.get(c.getPackageName()) + " is not exported)");
                }
            } else if (type instanceof ParameterizedType p) {
                walk(where, p.getRawType(), seen);
                if (p.getOwnerType() != null) {
                    walk(where, p.getOwnerType(), seen);
                }
                for (Type a : p.getActualTypeArguments()) {
                    walk(where, a, seen);
                }
            } else if (type instanceof WildcardType w) {
                for (Type b : w.getUpperBounds()) {
                    walk(where, b, seen);
                }
                for (Type b : w.getLowerBounds()) {
                    walk(where, b, seen);
                }
            } else if (type instanceof TypeVariable<?> v) {
                if (seen.add(v)) {
                    for (Type b : v.getBounds()) {
                        walk(where, b, seen);
                    }
                }
            } else if (type instanceof GenericArrayType a) {
                walk(where, a.getGenericComponentType(), seen);
            }
        }

        /** Whether a type may appear in an exported signature: outside the library, or in an exported package. */
        private boolean isExported(Class<?> c) {
            String pkg = c.getPackageName();
            return !ownerOfPackage.containsKey(pkg) || exported.contains(pkg);
        }
    }
}
