package io.github.boardrules.cli;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.methods;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import org.junit.jupiter.api.Test;

/**
 * The shape of the whole project, read from the main classes of every module on the tool's class
 * path (common, the games, search, web and the tool itself): no cycles between modules or between
 * packages, no exported type that extends or exposes an internal one, no reflection by class name.
 */
class ArchitectureTest {
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            // common's test kit (contracts, tic-tac-toe), when it comes as a jar rather than a folder
            .withImportOption(location -> !location.contains("-tests.jar"))
            .importPackages("io.github.boardrules");

    @Test
    void modulesDependOnEachOtherWithoutCycles() {
        slices().matching("io.github.boardrules.(*)..")
                .should()
                .beFreeOfCycles()
                .check(MAIN);
    }

    /**
     * Packages without cycles, where a package and the {@code internal} package below it count as
     * one: the internal package exists only to keep its half of the package out of the exported API
     * (the engine's helpers read the API's value types, the API calls the helpers).
     */
    @Test
    void packagesDependOnEachOtherWithoutCycles() {
        slices().assignedFrom(PACKAGE_WITH_ITS_INTERNALS)
                .should()
                .beFreeOfCycles()
                .check(MAIN);
    }

    private static final SliceAssignment PACKAGE_WITH_ITS_INTERNALS = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass type) {
            String name = type.getPackageName();
            return SliceIdentifier.of(name.endsWith(".internal") ? name.substring(0, name.length() - 9) : name);
        }

        @Override
        public String getDescription() {
            return "packages, each with its internal package";
        }
    };

    @Test
    void noPublicTypeOutsideInternalExtendsOrImplementsAnInternalType() {
        noClasses()
                .that()
                .resideOutsideOfPackage("..internal..")
                .and()
                .arePublic()
                .should()
                .beAssignableTo(resideInAPackage("..internal.."))
                .check(MAIN);
    }

    @Test
    void noPublicMethodOutsideInternalReturnsAnInternalType() {
        methods()
                .that()
                .arePublic()
                .and()
                .areDeclaredInClassesThat()
                .arePublic()
                .and()
                .areDeclaredInClassesThat()
                .resideOutsideOfPackage("..internal..")
                .should()
                .haveRawReturnType(not(resideInAPackage("..internal..")))
                .check(MAIN);
    }

    @Test
    void noClassIsLookedUpByName() {
        noClasses()
                .should()
                .callMethod(Class.class, "forName", String.class)
                .orShould()
                .callMethod(Class.class, "forName", String.class, boolean.class, ClassLoader.class)
                .check(MAIN);
    }
}
